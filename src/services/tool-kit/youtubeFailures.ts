import { ToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import { YouTubeError } from '@/services/youtube';

/**
 * The one table from YouTube client failures to what a tool's visitor reads (docs/architecture.md,
 * requests). Failures it does not name stay as they are, so the tool shows its own general text
 * (docs/product.md, tool-kit) and the detail reaches the console.
 */
export function toToolFailure(error: unknown): unknown {
  if (!(error instanceof YouTubeError)) return error;
  switch (error.kind) {
    case 'quota':
      return new ToolFailure(YOUTUBE_FAILURE_MESSAGES.quota, true, error.status);
    case 'network':
      return new ToolFailure(YOUTUBE_FAILURE_MESSAGES.network, true, error.status);
    case 'timeout':
      return new ToolFailure(YOUTUBE_FAILURE_MESSAGES.timeout, true, error.status);
    case 'rate-limit':
      return new ToolFailure(YOUTUBE_FAILURE_MESSAGES.rateLimit, true, error.status);
    default:
      return error;
  }
}

/** Runs a tool's work, translating YouTube failures on the way out. */
export async function withToolFailures<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toToolFailure(error);
  }
}
