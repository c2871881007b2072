/** The thumbnail downloader's link box (docs/product.md, thumbnail-downloader). */
import type { InputResult } from '@/domain/tool-kit/inputResult';
import { INVALID_VIDEO_URL_MESSAGE, readVideoId } from '@/domain/tool-kit/videoUrl';

export const THUMBNAIL_BLANK_MESSAGE = 'Please enter a YouTube video URL';

/** The video id from a bare id or a watch, short-link, embed or shorts URL. */
export function readThumbnailInput(text: string): InputResult<string> {
  return readVideoId(text, { blank: THUMBNAIL_BLANK_MESSAGE, invalid: INVALID_VIDEO_URL_MESSAGE });
}
