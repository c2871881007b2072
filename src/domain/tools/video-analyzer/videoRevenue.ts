/**
 * The video analyzer's estimated revenue (docs/product.md, video-analyzer), a min-max range in USD:
 *
 *   views / 1000 × category rate (min, max) × length factor × engagement boost × views multiplier
 *
 * Decisions:
 * - Rates are keyed on the video's `snippet.categoryId` (the documented short names map to
 *   YouTube's 15 standard categories: "Autos" is Autos & Vehicles, "Science & Tech" is Science &
 *   Technology...). Any other id, or none, takes the default 2-4.
 * - The length factor is continuous: 0.1 less per minute (fractions included) under 8 minutes, so
 *   a 7:30 video gets 0.95 and an empty one 0.2; from 8 minutes on it is 1.
 * - The boost needs an engagement rate strictly over 0.05; exactly 5% gets none.
 * - The views multiplier is 1 + log10(views) / 10; with no views it is 1 (the revenue is 0 then).
 */
import { engagementRate } from './engagement';
import { isVideoCategoryId, type VideoCategoryId } from '@/domain/tool-kit/videoCategories';

export interface RevenueRange {
  min: number;
  max: number;
}

/** USD per 1,000 views, by category (docs/product.md, video-analyzer). */
export const VIDEO_REVENUE_RATES: Readonly<Record<VideoCategoryId, RevenueRange>> = {
  '1': { min: 3, max: 7 }, // Film & Animation
  '2': { min: 2, max: 4 }, // Autos & Vehicles
  '10': { min: 3, max: 5 }, // Music
  '15': { min: 2, max: 4 }, // Pets & Animals
  '17': { min: 3, max: 5 }, // Sports
  '19': { min: 3, max: 7 }, // Travel & Events
  '20': { min: 3, max: 7 }, // Gaming
  '22': { min: 1, max: 3 }, // People & Blogs
  '23': { min: 3, max: 5 }, // Comedy
  '24': { min: 2, max: 4 }, // Entertainment
  '25': { min: 5, max: 11 }, // News & Politics
  '26': { min: 4, max: 8 }, // Howto & Style
  '27': { min: 3, max: 9 }, // Education
  '28': { min: 5, max: 11 }, // Science & Technology
  '29': { min: 1, max: 3 }, // Nonprofits & Activism
};

export const DEFAULT_REVENUE_RATE: RevenueRange = { min: 2, max: 4 };

/** Videos this long or longer get the full rate. */
export const FULL_RATE_MINUTES = 8;
export const LENGTH_PENALTY_PER_MINUTE = 0.1;
export const ENGAGEMENT_BOOST = 1.2;
/** The engagement rate the boost needs to exceed. */
export const ENGAGEMENT_BOOST_THRESHOLD = 0.05;

export function revenueRateFor(categoryId: string | null | undefined): RevenueRange {
  const key = categoryId?.trim() ?? '';
  return isVideoCategoryId(key) ? VIDEO_REVENUE_RATES[key] : DEFAULT_REVENUE_RATE;
}

export function lengthFactor(durationSeconds: number): number {
  const minutes = Number.isFinite(durationSeconds) ? Math.max(0, durationSeconds) / 60 : 0;
  if (minutes >= FULL_RATE_MINUTES) return 1;
  return 1 - (FULL_RATE_MINUTES - minutes) * LENGTH_PENALTY_PER_MINUTE;
}

export function engagementBoost(rate: number): number {
  return rate > ENGAGEMENT_BOOST_THRESHOLD ? ENGAGEMENT_BOOST : 1;
}

export function viewsMultiplier(views: number): number {
  return Number.isFinite(views) && views >= 1 ? 1 + Math.log10(views) / 10 : 1;
}

export interface RevenueInput {
  views: number;
  likes: number;
  comments: number;
  durationSeconds: number;
  categoryId: string | null | undefined;
}

export function estimateVideoRevenue(video: RevenueInput): RevenueRange {
  const views = Number.isFinite(video.views) ? Math.max(0, video.views) : 0;
  const rate = revenueRateFor(video.categoryId);
  const perRateUnit =
    (views / 1000) *
    lengthFactor(video.durationSeconds) *
    engagementBoost(engagementRate(video.likes, video.comments, views)) *
    viewsMultiplier(views);
  return { min: perRateUnit * rate.min, max: perRateUnit * rate.max };
}
