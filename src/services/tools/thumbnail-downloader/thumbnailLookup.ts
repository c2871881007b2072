/**
 * The thumbnail downloader's run (docs/product.md, thumbnail-downloader): one `videos` call, part
 * snippet (1 quota unit), for the video's title and thumbnails.
 */
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import {
  THUMBNAIL_MESSAGES,
  toThumbnailLookup,
  type ThumbnailLookup,
} from '@/domain/tools/thumbnail-downloader/thumbnailLookup';
import type { YouTubeClient } from '@/services/youtube';

export async function lookUpThumbnail(
  yt: YouTubeClient,
  videoId: string,
  signal: AbortSignal,
): Promise<ThumbnailLookup> {
  const [video] = await yt.videos({ ids: videoId }, ['snippet'], signal);
  const snippet = video?.snippet;
  if (!video || !snippet) throw new ToolFailure(THUMBNAIL_MESSAGES.videoNotFound, false);
  const lookup = toThumbnailLookup(video.id, snippet.title, snippet.thumbnails);
  // Not a case the platform produces (every video has 'high'); if it happens, the visitor
  // reads the tool's general text and the console gets the detail.
  if (!lookup) throw new Error(`video ${video.id} has no maxres, high or standard thumbnail`);
  return lookup;
}
