/**
 * search.list over videos and channels: `q`, `channelId`, `type`, `order`, `videoCategoryId`,
 * `videoEmbeddable`, `videoDuration`, `publishedAfter/Before`, paged. The video-only filters need
 * `type=video`, as on the real API.
 */
import type { Dataset } from '../dataset/index.ts';
import { errors } from '../http/apiError.ts';
import { paginate } from '../http/paging.ts';
import type { ApiQuery } from '../http/query.ts';
import { searchParts, searchResultResource } from '../resources/searchResult.ts';
import type { SearchHit } from '../resources/searchResult.ts';
import type { VideoRecord } from '../dataset/types.ts';
import type { ListMethod } from './listResponse.ts';
import { listResponse } from './listResponse.ts';
import { channelScore, queryTerms, rank, scored, videoScore } from './searchIndex.ts';
import type { SearchOrder } from './searchIndex.ts';

const orders: readonly SearchOrder[] = [
  'date',
  'rating',
  'viewCount',
  'relevance',
  'title',
  'videoCount',
];
const videoOnlyFilters = [
  'videoCategoryId',
  'videoEmbeddable',
  'videoDuration',
  'videoDefinition',
  'videoCaption',
];

const durationFilters: Record<string, (seconds: number) => boolean> = {
  any: () => true,
  short: (seconds) => seconds < 240,
  medium: (seconds) => seconds >= 240 && seconds <= 1200,
  long: (seconds) => seconds > 1200,
};

function videoFilter(query: ApiQuery): (video: VideoRecord) => boolean {
  const categoryId = query.get('videoCategoryId');
  const embeddable = query.get('videoEmbeddable');
  const duration =
    durationFilters[query.oneOf('videoDuration', ['any', 'short', 'medium', 'long'], 'any')];
  const after = query.get('publishedAfter');
  const before = query.get('publishedBefore');
  return (video) =>
    (categoryId === undefined || video.categoryId === categoryId) &&
    (embeddable !== 'true' || video.embeddable) &&
    (duration?.(video.durationSeconds) ?? true) &&
    (after === undefined || video.publishedAt >= after) &&
    (before === undefined || video.publishedAt < before);
}

function searchTypes(query: ApiQuery): Set<string> {
  const types = query.list('type');
  const chosen = new Set(types.length === 0 ? ['video', 'channel', 'playlist'] : types);
  const videoOnly = videoOnlyFilters.some((name) => query.get(name) !== undefined);
  if (videoOnly && (chosen.size !== 1 || !chosen.has('video'))) throw errors.invalidSearchFilter();
  return chosen;
}

function findHits(query: ApiQuery, dataset: Dataset): SearchHit[] {
  const types = searchTypes(query);
  const terms = queryTerms(query.get('q'));
  const channelId = query.get('channelId');
  const order = query.oneOf('order', orders, 'relevance');
  const keep = videoFilter(query);
  const videos = channelId === undefined ? dataset.videos : dataset.uploadsOf(channelId);
  const results = [];
  if (types.has('video')) {
    for (const video of videos) {
      const value = keep(video) ? videoScore(terms, video) : 0;
      if (value > 0) results.push(scored({ type: 'video', video }, value));
    }
  }
  if (types.has('channel')) {
    for (const channel of dataset.channels) {
      if (channelId !== undefined && channel.id !== channelId) continue;
      const value = channelScore(terms, channel);
      if (value > 0) results.push(scored({ type: 'channel', channel }, value));
    }
  }
  return rank(results, order);
}

export const search: ListMethod = (query, ctx) => {
  const parts = query.parts(searchParts);
  const pageSize = query.maxResults(0, 50, 5);
  const hits = findHits(query, ctx.dataset);
  const scope = `search:${new URLSearchParams(
    ['q', 'channelId', 'type', 'order', 'videoCategoryId', 'videoEmbeddable', 'videoDuration'].map(
      (name) => [name, query.get(name) ?? ''],
    ),
  ).toString()}`;
  const page = paginate(hits, { scope, pageSize, pageToken: query.get('pageToken') });
  return listResponse({
    kind: 'youtube#searchListResponse',
    ...page,
    items: page.items.map((hit) => searchResultResource(ctx, hit, parts)),
    totalResults: hits.length,
    resultsPerPage: pageSize,
    extra: { regionCode: query.get('regionCode') ?? 'US' },
  });
};
