/**
 * The video analyzer's input (docs/product.md, video-analyzer). Decision: the search box answers a
 * blank submit with the "no valid id" message and an unreadable link with 'Invalid YouTube URL or
 * video ID'; the route's analysis (`/tools/video-analyzer/{videoId}`) answers a missing or bad id
 * with the "no valid id" message.
 */
import type { InputResult } from '@/domain/tool-kit/inputResult';
import { readVideoId } from '@/domain/tool-kit/videoUrl';

export const VIDEO_INVALID_MESSAGE = 'Invalid YouTube URL or video ID';
export const VIDEO_NO_VALID_ID_MESSAGE = 'Please enter a valid YouTube video URL or ID';

/** The search box: a bare 11-character id, or a watch, short, embed or shorts link. */
export function readVideoAnalyzerInput(text: string): InputResult<string> {
  return readVideoId(text, { blank: VIDEO_NO_VALID_ID_MESSAGE, invalid: VIDEO_INVALID_MESSAGE });
}

/** The route parameter the analysis runs on. */
export function videoIdToAnalyze(param: string | null | undefined): InputResult<string> {
  return readVideoId(param, { invalid: VIDEO_NO_VALID_ID_MESSAGE });
}
