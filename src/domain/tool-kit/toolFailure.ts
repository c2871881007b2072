/**
 * A tool run's failure as the visitor reads it: the documented text (docs/product.md) and whether
 * trying again can help. Services throw it where they know the meaning ('Video not found');
 * anything else a run throws reads as the tool's general failure text.
 */
export class ToolFailure extends Error {
  override name = 'ToolFailure';

  constructor(
    message: string,
    /** False when the same input will fail the same way (not found, bad input). */
    readonly retryable = true,
    /** The HTTP status of the answer behind it, when one came (the comment downloader says it). */
    readonly status?: number,
  ) {
    super(message);
  }
}

export function isToolFailure(error: unknown): error is ToolFailure {
  return error instanceof ToolFailure;
}

/** docs/product.md, tool-kit: texts several tools use. */
export const SHARED_TOOL_MESSAGES = {
  videoNotFound: 'Video not found',
  noVideos: 'No videos found',
  /** Video analyzer, channel analyzer, subscribe link generator (channel lookup). */
  channelNotFound: 'Channel not found',
} as const;

/** Failures of the YouTube API itself, the same for every tool. */
export const YOUTUBE_FAILURE_MESSAGES = {
  quota:
    "Today's YouTube API quota for these tools is used up. Please try again later (it resets at midnight Pacific Time).",
  network: 'Could not reach YouTube. Check your connection and try again.',
  timeout: 'YouTube took too long to answer. Please try again.',
  rateLimit:
    'YouTube is receiving too many requests right now. Please wait a moment and try again.',
} as const;
