/** The thumbnail downloader's link box (docs/product.md, thumbnail-downloader). */
import { parseVideoId } from '@/domain/youtube';
import { accept, reject, type InputResult } from '@/domain/tool-kit/inputResult';
import { INVALID_VIDEO_URL_MESSAGE } from '@/domain/tool-kit/videoUrl';

export const THUMBNAIL_BLANK_MESSAGE = 'Please enter a YouTube video URL';

/** The video id from a bare id or a watch, short-link, embed or shorts URL. */
export function readThumbnailInput(text: string): InputResult<string> {
  if (text.trim() === '') return reject(THUMBNAIL_BLANK_MESSAGE);
  const videoId = parseVideoId(text);
  return videoId === null ? reject(INVALID_VIDEO_URL_MESSAGE) : accept(videoId);
}
