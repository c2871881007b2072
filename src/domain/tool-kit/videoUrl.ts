import { parseVideoId } from '@/domain/youtube';
import { accept, reject, type InputResult } from './inputResult';

/**
 * What the tools that take one video's link say when the box holds no video (docs/product.md,
 * tool-kit).
 */
export const INVALID_VIDEO_URL_MESSAGE = 'Invalid YouTube URL. Please check the URL and try again.';

/**
 * A tool's video box or route parameter read as a video id: a bare id, or a watch, short-link,
 * embed or shorts link. Otherwise the tool's own message: `blank` for an empty box (for the tools
 * that say something else then), `invalid` for anything else.
 */
export function readVideoId(
  text: string | null | undefined,
  messages: { invalid: string; blank?: string },
): InputResult<string> {
  const input = text ?? '';
  if (messages.blank !== undefined && input.trim() === '') return reject(messages.blank);
  const videoId = parseVideoId(input);
  return videoId === null ? reject(messages.invalid) : accept(videoId);
}
