/** The thumbnail downloader's link box (spec §5). */
import { parseVideoId } from '@/domain/youtube';
import { accept, reject, type InputResult } from './inputResult';

export const THUMBNAIL_BLANK_MESSAGE = 'Please enter a YouTube video URL';
export const THUMBNAIL_INVALID_MESSAGE = 'Invalid YouTube URL. Please check the URL and try again.';

/** The video id from a bare id or a watch, short-link, embed or shorts URL. */
export function readThumbnailInput(text: string): InputResult<string> {
  if (text.trim() === '') return reject(THUMBNAIL_BLANK_MESSAGE);
  const videoId = parseVideoId(text);
  return videoId === null ? reject(THUMBNAIL_INVALID_MESSAGE) : accept(videoId);
}
