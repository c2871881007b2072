/**
 * commentThreads.list by `videoId`: 404 videoNotFound for unknown videos, 403 commentsDisabled,
 * `order` time (newest first) or relevance (most liked), `searchTerms`, `textFormat`. Its
 * envelope has no prevPageToken.
 */
import { errors } from '../http/apiError.ts';
import { paginate } from '../http/paging.ts';
import { commentThreadParts, commentThreadResource } from '../resources/commentThread.ts';
import type { ListMethod } from './listResponse.ts';
import { listResponse } from './listResponse.ts';

export const listCommentThreads: ListMethod = (query, ctx) => {
  const parts = query.parts(commentThreadParts);
  const filter = query.filter([
    'videoId',
    'allThreadsRelatedToChannelId',
    'id',
    'channelId',
    'postId',
  ]);
  if (filter !== 'videoId') throw errors.requiredParameter('videoId');
  const pageSize = query.maxResults(1, 100, 20);
  const order = query.oneOf('order', ['time', 'relevance'], 'time');
  const textFormat = query.oneOf('textFormat', ['html', 'plainText'], 'html');
  const videoId = query.get('videoId') ?? '';
  const video = ctx.dataset.video(videoId);
  if (!video) throw errors.commentVideoNotFound();
  if (video.commentCount === undefined) throw errors.commentsDisabled();
  const terms = query.get('searchTerms')?.toLowerCase();
  let threads = ctx.dataset.threadsOf(videoId);
  if (terms !== undefined)
    threads = threads.filter((thread) => thread.comment.text.toLowerCase().includes(terms));
  if (order === 'relevance')
    threads = [...threads].sort((a, b) => b.comment.likeCount - a.comment.likeCount);
  const scope = `commentThreads:${videoId}:${order}:${terms ?? ''}`;
  const page = paginate(threads, {
    scope,
    pageSize,
    pageToken: query.get('pageToken'),
    withPrev: false,
  });
  return listResponse({
    kind: 'youtube#commentThreadListResponse',
    nextPageToken: page.nextPageToken,
    items: page.items.map((thread) => commentThreadResource(ctx, thread, parts, textFormat)),
    totalResults: page.items.length,
    resultsPerPage: pageSize,
  });
};
