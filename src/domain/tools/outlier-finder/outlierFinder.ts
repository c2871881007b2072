/**
 * The outlier finder (docs/product.md, outlier-finder): videos that drew far more views than
 * their channel has subscribers.
 *
 * Decisions:
 * - A channel that hides its subscriber count is not ranked as if it had 1 subscriber (that
 *   would put it first every time): its videos are left out, and the results say how many.
 * - A channel that shows a count of 0 (or none) counts as 1 subscriber (the documented default).
 * - Badge colours go by the ratio rounded to a whole number, half up: 9.49 is grey, 9.5 blue.
 * - The badge reads the ratio to one decimal, '12.4x'.
 */
import { SHARED_TOOL_MESSAGES } from '@/domain/tool-kit/toolFailure';

/** docs/product.md, outlier-finder. */
export const OUTLIER_SEARCH_RESULTS = 25;
export const OUTLIER_TOP_COUNT = 6;
export const SHORT_MAX_SECONDS = 60;

export const OUTLIER_FINDER_MESSAGES = {
  emptyQuery: 'Please enter a search query',
  failed: 'An error occurred while fetching results',
  noVideos: SHARED_TOOL_MESSAGES.noVideos,
} as const;

export type OutlierType = 'videos' | 'shorts';
export const OUTLIER_TYPES: readonly OutlierType[] = ['videos', 'shorts'];
export const DEFAULT_OUTLIER_TYPE: OutlierType = 'videos';

export interface OutlierQuery {
  query: string;
  type: OutlierType;
}

/** A search result with what the ranking needs; `subscribers` null: the channel hides it. */
export interface OutlierCandidate {
  videoId: string;
  title: string;
  channelId: string;
  channelTitle: string;
  thumbnailUrl: string | null;
  durationSeconds: number;
  views: number;
  subscribers: number | null;
}

export interface OutlierVideo extends Omit<OutlierCandidate, 'subscribers'> {
  subscribers: number;
  /** Views ÷ subscribers (subscribers of 0 count as 1). */
  ratio: number;
}

export interface OutlierResults {
  query: string;
  type: OutlierType;
  /** The top 6 by ratio, highest first. */
  videos: OutlierVideo[];
  /** Videos of the type whose channels hide their subscriber counts. */
  leftOut: number;
}
