/**
 * What the thumbnail downloader shows for a video (docs/product.md,
 * thumbnail-downloader): the best thumbnail, the video's title and the file name the image
 * is saved under.
 */
import { pickBestThumbnail, thumbnailFilename, type ThumbnailSet } from './thumbnail';
import { SHARED_TOOL_MESSAGES } from '@/domain/tool-kit/toolFailure';

/**
 * docs/product.md, thumbnail-downloader: the tool's failure text, and the tools' shared "not found"
 * text.
 */
export const THUMBNAIL_MESSAGES = {
  failed: 'Failed to fetch thumbnail. Please try again.',
  videoNotFound: SHARED_TOOL_MESSAGES.videoNotFound,
} as const;

export interface ThumbnailLookup {
  videoId: string;
  title: string;
  /** The best thumbnail (maxres, then high, then standard). */
  imageUrl: string;
  /** The title made file-safe, plus '_thumbnail.jpg'. */
  filename: string;
  /** The picked image's size when the platform states it. */
  width: number | null;
  height: number | null;
}

/** The lookup for a video, or `null` when it has none of the three thumbnails. */
export function toThumbnailLookup(
  videoId: string,
  title: string,
  thumbnails: ThumbnailSet | null | undefined,
): ThumbnailLookup | null {
  const imageUrl = pickBestThumbnail(thumbnails);
  if (imageUrl === null) return null;
  const picked = Object.values(thumbnails ?? {}).find((image) => image.url.trim() === imageUrl);
  return {
    videoId,
    title,
    imageUrl,
    filename: thumbnailFilename(title),
    width: picked?.width ?? null,
    height: picked?.height ?? null,
  };
}
