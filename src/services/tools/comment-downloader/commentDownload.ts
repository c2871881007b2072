/**
 * The comment downloader's run: the video's comments (the shared `fetchVideoComments`: up to
 * 10 pages of 100, plain text, with progress), metered, with every failure worded as the
 * downloader's status line says it (docs/product.md, comment-downloader): 'API Error ({status}):
 * {message}' for an answer that was not 200, 'Error: {message}' otherwise.
 */
import { commentDownloadStatus } from '@/domain/tools/comment-downloader/commentDownload';
import { isToolFailure, ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { VideoComments } from '@/domain/tool-kit/videoComments';
import { YouTubeError, type YouTubeClient } from '@/services/youtube';
import { runYouTubeTool, type ToolRunCall } from '@/services/tool-kit/toolRun';
import { fetchVideoComments } from '@/services/tool-kit/videoComments';

/**
 * A failure as the status line says it. Failures that are neither a `ToolFailure` nor a YouTube
 * answer (a bug, an abort) stay as they are: the machine shows its general text or drops them.
 */
export function toCommentDownloadFailure(error: unknown): unknown {
  if (isToolFailure(error)) {
    return new ToolFailure(
      commentDownloadStatus(error.message, error.status),
      error.retryable,
      error.status,
    );
  }
  if (error instanceof YouTubeError && error.kind !== 'aborted') {
    // What is left after the shared table: a refused key, a bad request, a server failure.
    return new ToolFailure(
      commentDownloadStatus(error.message, error.status),
      error.kind === 'server',
      error.status,
    );
  }
  return error;
}

/** The app's `run`: `{ result, units }` for the video id in `call.query`. */
export async function downloadComments(
  yt: YouTubeClient,
  call: ToolRunCall<string>,
  signal: AbortSignal,
): Promise<{ result: VideoComments; units: number }> {
  try {
    return await runYouTubeTool(yt, fetchVideoComments, call, signal);
  } catch (error) {
    throw toCommentDownloadFailure(error);
  }
}
