/**
 * The comment downloader's texts and rules (docs/product.md, comment-downloader): the link box, the
 * status line of a failed run, and what a screen reader hears when the comments are in.
 *
 * Decisions: a blank box gets the same message as an unreadable link (the docs name no other);
 * a failure that came with an HTTP status other than 200 reads 'API Error ({status}): …', any
 * other 'Error: …' (docs/product.md, comment-downloader).
 */
import type { InputResult } from '@/domain/tool-kit/inputResult';
import { readVideoId } from '@/domain/tool-kit/videoUrl';
import type { VideoComments } from '@/domain/tool-kit/videoComments';
import { formatCount } from '@/domain/format/count';

export const COMMENT_DOWNLOAD_MESSAGES = {
  /** docs/product.md, comment-downloader. */
  invalid: 'Invalid YouTube URL. Please enter a valid YouTube video URL.',
  /** Anything that is not a YouTube answer we can name (shown as 'Error: …'). */
  failed: 'Could not download the comments. Please try again.',
  /** A video nobody has commented on: said, and no empty file offered. */
  noComments: 'No comments found',
} as const;

/** The link box and the route parameter: a bare id or a watch, short, embed or shorts link. */
export function readCommentDownloaderInput(text: string | null | undefined): InputResult<string> {
  return readVideoId(text, { invalid: COMMENT_DOWNLOAD_MESSAGES.invalid });
}

/**
 * docs/product.md, comment-downloader: the status line of a failed run, 'API Error ({status}):
 * {message}' when an answer came with a status other than 200, else 'Error: {message}' (no answer:
 * status 0 or none).
 */
export function commentDownloadStatus(message: string, status?: number): string {
  return status !== undefined && status !== 0 && status !== 200
    ? `API Error (${status}): ${message}`
    : `Error: ${message}`;
}

/** The general failure as the status line shows it. */
export const COMMENT_DOWNLOAD_FAILED = commentDownloadStatus(COMMENT_DOWNLOAD_MESSAGES.failed);

/** 'Read 1,000 comments.' ('… the first 1,000 of more.'), or 'No comments found.' */
export function commentDownloadSummary({ comments, more }: VideoComments): string {
  if (comments.length === 0) return `${COMMENT_DOWNLOAD_MESSAGES.noComments}.`;
  const noun = comments.length === 1 ? 'comment' : 'comments';
  return more
    ? `Read the newest ${formatCount(comments.length)} ${noun}; the video has more.`
    : `Read ${formatCount(comments.length)} ${noun}.`;
}
