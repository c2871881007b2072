/**
 * The video analyzer's input (docs/product.md, video-analyzer). Decision: the search box answers a
 * blank submit with the "no valid id" message and an unreadable link with 'Invalid YouTube URL or
 * video ID'; the route's analysis (`/tools/video-analyzer/{videoId}`) answers a missing or bad id
 * with the "no valid id" message.
 */
import { parseVideoId } from '@/domain/youtube';
import { accept, reject, type InputResult } from '@/domain/tool-kit/inputResult';

export const VIDEO_INVALID_MESSAGE = 'Invalid YouTube URL or video ID';
export const VIDEO_NO_VALID_ID_MESSAGE = 'Please enter a valid YouTube video URL or ID';

/** The search box: a bare 11-character id, or a watch, short, embed or shorts link. */
export function readVideoAnalyzerInput(text: string): InputResult<string> {
  if (text.trim() === '') return reject(VIDEO_NO_VALID_ID_MESSAGE);
  const videoId = parseVideoId(text);
  return videoId === null ? reject(VIDEO_INVALID_MESSAGE) : accept(videoId);
}

/** The route parameter the analysis runs on. */
export function videoIdToAnalyze(param: string | null | undefined): InputResult<string> {
  const videoId = parseVideoId(param ?? '');
  return videoId === null ? reject(VIDEO_NO_VALID_ID_MESSAGE) : accept(videoId);
}
