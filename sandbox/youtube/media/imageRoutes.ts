/** `/thumbs/<videoId>/<key>.svg`, `/avatars/<channelId>.svg?s=N`, `/banners/<channelId>.svg`. */
import type { Dataset } from '../dataset/index.ts';
import type { Reply } from '../http/reply.ts';
import { videoThumbnailSizes } from '../resources/mediaUrls.ts';
import { avatarSvg, bannerSvg, videoThumbnailSvg } from './images.ts';

const svg = (body: string): Reply => ({
  status: 200,
  contentType: 'image/svg+xml',
  headers: { 'Cache-Control': 'public, max-age=86400' },
  body,
});

const notFound: Reply = {
  status: 404,
  contentType: 'text/plain; charset=utf-8',
  body: 'Not found',
};

function isThumbnailKey(key: string): key is keyof typeof videoThumbnailSizes {
  return Object.hasOwn(videoThumbnailSizes, key);
}

/** `undefined` when the path is not an image route at all. */
export function imageReply(
  dataset: Dataset,
  path: string,
  params: URLSearchParams,
): Reply | undefined {
  const thumb = /^\/thumbs\/([^/]+)\/(\w+)\.svg$/.exec(path);
  if (thumb) {
    const video = dataset.video(decodeURIComponent(thumb[1] ?? ''));
    const key = thumb[2] ?? '';
    if (!video || !isThumbnailKey(key) || (key === 'maxres' && video.definition !== 'hd'))
      return notFound;
    const { width, height } = videoThumbnailSizes[key];
    return svg(videoThumbnailSvg(video, width, height));
  }
  const avatar = /^\/avatars\/([^/]+)\.svg$/.exec(path);
  if (avatar) {
    const id = decodeURIComponent(avatar[1] ?? '');
    const size = Math.min(800, Math.max(16, Number(params.get('s')) || 88));
    return svg(avatarSvg(id, dataset.channel(id)?.title ?? id.slice(2), size));
  }
  const banner = /^\/banners\/([^/]+)\.svg$/.exec(path);
  if (banner) {
    const channel = dataset.channel(decodeURIComponent(banner[1] ?? ''));
    return channel ? svg(bannerSvg(channel)) : notFound;
  }
  return undefined;
}
