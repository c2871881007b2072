/**
 * The channel analyzer's rules (docs/product.md, channel-analyzer), each a pure function of the
 * numbers the service reads.
 *
 * Decisions:
 * - Benefit level by subscribers: 10,000,000 or more Diamond, 1,000,000 up to 9,999,999 Gold,
 *   100,000 up to 999,999 Silver, below 100,000 Bronze. A hidden count has no level (`null`).
 * - Activity by the time since the last upload: at most 7 days (exactly one week included) very
 *   active, at most 21 days active, longer inactive. An upload dated after "now" (a clock slightly
 *   behind) counts as 0 days.
 * - "Over 100" and "over 10,000" are strict: exactly 100 characters is not detailed, exactly 100
 *   views per subscriber or 10,000 per video are not praised.
 * - The star score: stars = max(1, round(passed × 5 / counted)), halves rounding up, so the share
 *   of checks passed maps to 1–5 stars (0–29 % → 1, 30–49 % → 2, 50–69 % → 3, 70–89 % → 4,
 *   90–100 % → 5). Checks left out (a hidden subscriber count, no videos) are not counted; with
 *   nothing counted the score is 1 star.
 */
export const BENEFIT_LEVELS = [
  { level: 'Diamond', minSubscribers: 10_000_000 },
  { level: 'Gold', minSubscribers: 1_000_000 },
  { level: 'Silver', minSubscribers: 100_000 },
  { level: 'Bronze', minSubscribers: 0 },
] as const;

export type BenefitLevel = (typeof BENEFIT_LEVELS)[number]['level'];

/** The benefit level of a subscriber count; `null` for a hidden count. */
export function benefitLevel(subscribers: number | null): BenefitLevel | null {
  if (subscribers === null) return null;
  return (
    BENEFIT_LEVELS.find(({ minSubscribers }) => subscribers >= minSubscribers)?.level ?? 'Bronze'
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const VERY_ACTIVE_DAYS = 7;
export const ACTIVE_DAYS = 21;

export type ChannelActivity = 'very-active' | 'active' | 'inactive' | 'no-videos';

export interface ActivityReading {
  activity: ChannelActivity;
  /** Whole days since the last upload (rounded down); null without uploads. */
  days: number | null;
}

/** How active a channel is, from its last upload's time (ISO) and the reference time (ms). */
export function channelActivity(lastUploadAt: string | null, now: number): ActivityReading {
  const then = lastUploadAt === null ? Number.NaN : Date.parse(lastUploadAt);
  if (!Number.isFinite(then)) return { activity: 'no-videos', days: null };
  const elapsed = Math.max(0, now - then);
  const days = Math.floor(elapsed / DAY_MS);
  if (elapsed <= VERY_ACTIVE_DAYS * DAY_MS) return { activity: 'very-active', days };
  if (elapsed <= ACTIVE_DAYS * DAY_MS) return { activity: 'active', days };
  return { activity: 'inactive', days };
}

export const DETAILED_DESCRIPTION_CHARACTERS = 100;
export const PRAISED_VIEWS_PER_SUBSCRIBER = 100;
export const PRAISED_VIEWS_PER_VIDEO = 10_000;

/** `total / count`, or null when the count is unknown or zero (never a division by zero). */
export function perEach(total: number, count: number | null): number | null {
  return count === null || count <= 0 ? null : total / count;
}

export const MAX_STARS = 5;

/** The overall score: 1–5 stars by the share of counted checks passed (see the decisions). */
export function starScore(passed: number, counted: number): number {
  if (counted <= 0) return 1;
  return Math.min(MAX_STARS, Math.max(1, Math.round((passed * MAX_STARS) / counted)));
}
