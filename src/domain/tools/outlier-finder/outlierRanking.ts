/**
 * The outlier finder's rules (docs/product.md, outlier-finder): type by duration, ratio, top 6,
 * badge colour.
 */
import {
  OUTLIER_TOP_COUNT,
  SHORT_MAX_SECONDS,
  type OutlierCandidate,
  type OutlierType,
  type OutlierVideo,
} from './outlierFinder';
import { formatCount } from '@/domain/format/count';

/** Shorts are 60 seconds or less; Videos are longer. */
export function isOfType(durationSeconds: number, type: OutlierType): boolean {
  const short = durationSeconds <= SHORT_MAX_SECONDS;
  return type === 'shorts' ? short : !short;
}

/** Views ÷ subscribers; a count of 0 is taken as 1 (the documented default). */
export function outlierRatio(views: number, subscribers: number): number {
  return views / (subscribers > 0 ? subscribers : 1);
}

export interface OutlierRanking {
  videos: OutlierVideo[];
  leftOut: number;
  /** How many results were of the type at all (0: 'No videos found'). */
  ofType: number;
}

/** The candidates of `type`, ranked by ratio (top 6); hidden subscriber counts left out. */
export function rankOutliers(
  candidates: readonly OutlierCandidate[],
  type: OutlierType,
): OutlierRanking {
  const ofType = candidates.filter((video) => isOfType(video.durationSeconds, type));
  const ranked: OutlierVideo[] = [];
  for (const video of ofType) {
    if (video.subscribers === null) continue;
    ranked.push({
      ...video,
      subscribers: video.subscribers,
      ratio: outlierRatio(video.views, video.subscribers),
    });
  }
  ranked.sort((a, b) => b.ratio - a.ratio);
  return {
    videos: ranked.slice(0, OUTLIER_TOP_COUNT),
    leftOut: ofType.length - ranked.length,
    ofType: ofType.length,
  };
}

export type OutlierBadgeColor = 'red' | 'purple' | 'blue' | 'gray';

/** By the ratio rounded half up: 100 or more red, 50 purple, 10 blue, else grey. */
export function outlierBadgeColor(ratio: number): OutlierBadgeColor {
  const rounded = Math.round(ratio);
  if (rounded >= 100) return 'red';
  if (rounded >= 50) return 'purple';
  if (rounded >= 10) return 'blue';
  return 'gray';
}

/** The badge's text: '12.4x', '1,234.5x', '3x'. */
export function formatOutlierRatio(ratio: number): string {
  return `${ratio.toLocaleString('en-US', { maximumFractionDigits: 1 })}x`;
}

/** What the results say about videos left out, or null when none were. */
export function leftOutNotice(leftOut: number): string | null {
  if (leftOut <= 0) return null;
  return leftOut === 1
    ? '1 video left out: its channel hides its subscriber count'
    : `${formatCount(leftOut)} videos left out: their channels hide subscriber counts`;
}
