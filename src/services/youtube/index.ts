export {
  createYouTubeClient,
  DEFAULT_TIMEDTEXT_BASE,
  RATE_LIMIT_BACKOFF_MS,
  type ChannelSelector,
  type CommentThreadsOptions,
  type MeteredRun,
  type PlaylistItemsOptions,
  type PlaylistSelector,
  type SearchOrder,
  type SearchParams,
  type SearchType,
  type VideoSelector,
  type YouTubeClient,
  type YouTubeClientOptions,
} from './client';
export { NoTranscriptError, YouTubeError, type YouTubeErrorKind } from './errors';
export { DEFAULT_CACHE_TTL_MS, type CacheOptions, type CacheStorage } from './cache';
export { collectItems, type Page } from './paging';
export { MAX_IDS_PER_CALL } from './batch';
export {
  QUOTA_COSTS,
  type QuotaCosts,
  type QuotaMeter,
  type Resource,
  type RunMeter,
} from './quota';
export { decodeEntities, parseSrv3, type Transcript, type TranscriptCue } from './transcript';
export type { FetchLike, RetryOptions } from './transport';
export { pickThumbnail, toCount, toDurationSeconds, toFlag } from './normalise';
export type * from './types';
