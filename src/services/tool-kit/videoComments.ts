/**
 * A video's comments for the comment downloader and the comment picker: commentThreads, part
 * snippet, in plain text, 100 per page, at most 10 pages (1 unit each), with progress after
 * every page.
 */
import { ToolFailure, SHARED_TOOL_MESSAGES } from '@/domain/tool-kit/toolFailure';
import type { ToolProgress } from '@/domain/tool-kit/toolProgress';
import {
  COMMENT_MESSAGES,
  COMMENT_PAGE_LIMIT,
  COMMENTS_PER_PAGE,
  MAX_COMMENTS,
  type VideoComment,
  type VideoComments,
} from '@/domain/tool-kit/videoComments';
import { YouTubeError, type CommentThread, type YouTubeClient } from '@/services/youtube';
import { withPageProgress } from './toolRun';

export function toVideoComment(thread: CommentThread): VideoComment {
  const { snippet } = thread.snippet.topLevelComment;
  return {
    id: thread.id,
    author: snippet.authorDisplayName,
    authorChannelId: snippet.authorChannelId?.value ?? null,
    authorAvatarUrl: snippet.authorProfileImageUrl ?? null,
    // textOriginal is the author's own text; textDisplay is the same in plainText format.
    text: snippet.textOriginal ?? snippet.textDisplay,
    publishedAt: snippet.publishedAt,
    likeCount: snippet.likeCount ?? 0,
    replyCount: thread.snippet.totalReplyCount ?? 0,
  };
}

/** What the visitor reads for the failures that mean this video has no comments to give. */
function commentFailure(error: unknown): unknown {
  if (!(error instanceof YouTubeError)) return error;
  if (error.reason === 'commentsDisabled') {
    return new ToolFailure(COMMENT_MESSAGES.commentsDisabled, false, error.status);
  }
  if (error.kind === 'not-found') {
    return new ToolFailure(SHARED_TOOL_MESSAGES.videoNotFound, false, error.status);
  }
  return error;
}

export async function fetchVideoComments(
  yt: YouTubeClient,
  videoId: string,
  signal: AbortSignal,
  onProgress: (progress: ToolProgress) => void,
): Promise<VideoComments> {
  const pages = yt.commentThreads(
    videoId,
    { maxPages: COMMENT_PAGE_LIMIT, maxResults: COMMENTS_PER_PAGE, textFormat: 'plainText' },
    signal,
  );
  const comments: VideoComment[] = [];
  let more = false;
  try {
    for await (const page of withPageProgress(pages, onProgress, { total: MAX_COMMENTS })) {
      comments.push(...page.items.map(toVideoComment));
      more = page.nextPageToken !== undefined;
    }
  } catch (error) {
    throw commentFailure(error);
  }
  return { videoId, comments, more };
}
