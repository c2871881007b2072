/** `ThumbnailDetails` for videos (maxres only for HD) and channels (three square sizes). */
import type { VideoRecord } from '../dataset/types.ts';
import { avatarSizes, videoThumbnailSizes } from './mediaUrls.ts';
import type { MediaUrls, VideoThumbnailKey } from './mediaUrls.ts';

export interface Thumbnail {
  url: string;
  width: number;
  height: number;
}

export type ThumbnailDetails = Partial<Record<VideoThumbnailKey, Thumbnail>>;

/** Search results carry only these three. */
const searchKeys: readonly VideoThumbnailKey[] = ['default', 'medium', 'high'];

export function videoThumbnailKeys(video: VideoRecord): VideoThumbnailKey[] {
  const keys: VideoThumbnailKey[] = ['default', 'medium', 'high', 'standard'];
  return video.definition === 'hd' ? [...keys, 'maxres'] : keys;
}

export function videoThumbnails(
  media: MediaUrls,
  video: VideoRecord,
  keys: readonly VideoThumbnailKey[] = videoThumbnailKeys(video),
): ThumbnailDetails {
  return Object.fromEntries(
    keys.map((key) => [
      key,
      { url: media.videoThumbnail(video.id, key), ...videoThumbnailSizes[key] },
    ]),
  );
}

export function searchVideoThumbnails(media: MediaUrls, video: VideoRecord): ThumbnailDetails {
  return videoThumbnails(media, video, searchKeys);
}

export function channelThumbnails(media: MediaUrls, channelId: string): ThumbnailDetails {
  return Object.fromEntries(
    Object.entries(avatarSizes).map(([key, size]) => [
      key,
      { url: media.avatar(channelId, size), width: size, height: size },
    ]),
  );
}
