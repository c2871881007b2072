/** `youtube#commentThread` and its `youtube#comment`s. */
import type { CommentRecord, CommentThreadRecord } from '../dataset/types.ts';
import { etagOf } from '../http/etag.ts';
import type { RequestContext } from './context.ts';
import { commentHtml } from './html.ts';
import { commentAvatarSize } from './mediaUrls.ts';
import { withParts } from './parts.ts';

export const commentThreadParts = ['id', 'replies', 'snippet'] as const;
export type TextFormat = 'html' | 'plainText';

function commentResource(ctx: RequestContext, comment: CommentRecord, textFormat: TextFormat) {
  const snippet = {
    channelId: comment.channelId,
    videoId: comment.videoId,
    textDisplay: textFormat === 'html' ? commentHtml(comment.text) : comment.text,
    textOriginal: comment.text,
    parentId: comment.parentId,
    authorDisplayName: `@${comment.authorHandle}`,
    authorProfileImageUrl: ctx.media.avatar(comment.authorChannelId, commentAvatarSize),
    authorChannelUrl: `http://www.youtube.com/@${comment.authorHandle}`,
    authorChannelId: { value: comment.authorChannelId },
    canRate: true,
    viewerRating: 'none',
    likeCount: comment.likeCount,
    publishedAt: comment.publishedAt,
    updatedAt: comment.updatedAt,
  };
  return { kind: 'youtube#comment', etag: etagOf(snippet), id: comment.id, snippet };
}

export function commentThreadResource(
  ctx: RequestContext,
  thread: CommentThreadRecord,
  parts: ReadonlySet<string>,
  textFormat: TextFormat,
) {
  const { comment } = thread;
  return withParts(
    { kind: 'youtube#commentThread', id: comment.id },
    {
      snippet: () => ({
        channelId: comment.channelId,
        videoId: comment.videoId,
        topLevelComment: commentResource(ctx, comment, textFormat),
        canReply: true,
        totalReplyCount: thread.totalReplyCount,
        isPublic: true,
      }),
      replies: () =>
        thread.replies.length === 0
          ? undefined
          : { comments: thread.replies.map((reply) => commentResource(ctx, reply, textFormat)) },
    },
    parts,
  );
}
