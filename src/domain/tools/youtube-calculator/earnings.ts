/**
 * The earnings calculator (docs/product.md, youtube-calculator): sliders, category rates and the
 * estimate
 *
 *   earnings = views / 1000 × rate × multiplier, shown as '$low - $high' at 30% and 50% of it.
 *
 * Decisions:
 * - The documented multiplier goes below zero under 3 minutes (1 − 0.2 × 7 = −0.4 at 1 minute); it
 *   is floored at 0, so 1 and 2 minutes show '$0.00 - $0.00' rather than negative dollars. From
 *   3 minutes down the estimate is $0, and `earningsNote` says why under the figure.
 * - Amounts are computed in whole cents from integers, so a half cent rounds up exactly
 *   ($1.575 is $1.58, which binary floating point would make $1.57).
 * - The views slider moves by 1,000 below 100,000 and by 50,000 from there; `snapViews` keeps
 *   the coarse steps on round numbers (100,000, 150,000 ... 5,000,000).
 * - The category labels are YouTube's category names.
 */
import { formatUsdRange } from '@/domain/tool-kit/usd';
import { VIDEO_CATEGORY_NAMES, type VideoCategoryId } from '@/domain/tool-kit/videoCategories';

export const EARNINGS_LENGTH_SLIDER = { min: 1, max: 60, default: 10, step: 1 } as const;

export const EARNINGS_VIEWS_SLIDER = {
  min: 1_000,
  max: 5_000_000,
  default: 10_000,
  step: 1_000,
  coarseStep: 50_000,
  /** From this many views on the slider moves by `coarseStep`. */
  coarseFrom: 100_000,
} as const;

/** USD per 1,000 views (docs/product.md, youtube-calculator). */
export const EARNINGS_CATEGORY_RATES = {
  autos: 3,
  comedy: 4,
  education: 10,
  entertainment: 3,
  film: 5,
  gaming: 5,
  howto: 6,
  music: 4,
  news: 8,
  nonprofits: 2,
  people: 2,
  pets: 3,
  science: 8,
  sports: 4,
  travel: 5,
} as const;

export type EarningsCategory = keyof typeof EARNINGS_CATEGORY_RATES;

const CATEGORY_IDS: Readonly<Record<EarningsCategory, VideoCategoryId>> = {
  autos: '2',
  comedy: '23',
  education: '27',
  entertainment: '24',
  film: '1',
  gaming: '20',
  howto: '26',
  music: '10',
  news: '25',
  nonprofits: '29',
  people: '22',
  pets: '15',
  science: '28',
  sports: '17',
  travel: '19',
};

/** The category select's options, in the documented order. */
export const EARNINGS_CATEGORIES: readonly { value: EarningsCategory; label: string }[] = (
  Object.keys(EARNINGS_CATEGORY_RATES) as EarningsCategory[]
).map((value) => ({ value, label: VIDEO_CATEGORY_NAMES[CATEGORY_IDS[value]] }));

/** The result text when no category is chosen (docs/product.md, youtube-calculator). */
export const CHOOSE_CATEGORY_MESSAGE = 'Please choose a category';

/** The share of the estimate the range shows, in percent. */
export const EARNINGS_RANGE_PERCENT = { low: 30, high: 50 } as const;

export const FULL_LENGTH_MINUTES = 8;
export const BONUS_PER_MINUTE_ABOVE = 0.05;
export const PENALTY_PER_MINUTE_BELOW = 0.2;

export function isEarningsCategory(value: string | null | undefined): value is EarningsCategory {
  return typeof value === 'string' && Object.hasOwn(EARNINGS_CATEGORY_RATES, value);
}

export function viewsSliderStep(views: number): number {
  const { step, coarseStep, coarseFrom } = EARNINGS_VIEWS_SLIDER;
  return views >= coarseFrom ? coarseStep : step;
}

/** A slider value on the grid: whole thousands below 100,000, then multiples of 50,000. */
export function snapViews(value: number): number {
  const { min, max, step, coarseStep, coarseFrom } = EARNINGS_VIEWS_SLIDER;
  if (!Number.isFinite(value)) return EARNINGS_VIEWS_SLIDER.default;
  const grid = value >= coarseFrom ? coarseStep : step;
  return Math.min(max, Math.max(min, Math.round(value / grid) * grid));
}

/** The multiplier in percent: whole numbers for whole minutes (100 at 8, 110 at 10, 80 at 7). */
function multiplierPercent(minutes: number): number {
  if (minutes >= FULL_LENGTH_MINUTES) {
    return 100 + (minutes - FULL_LENGTH_MINUTES) * (BONUS_PER_MINUTE_ABOVE * 100);
  }
  return Math.max(0, 100 - (FULL_LENGTH_MINUTES - minutes) * (PENALTY_PER_MINUTE_BELOW * 100));
}

export function earningsLengthMultiplier(minutes: number): number {
  return multiplierPercent(minutes) / 100;
}

export interface EarningsInput {
  lengthMinutes: number;
  views: number;
  category: EarningsCategory;
}

/** views / 1000 × rate × multiplier, in USD. */
export function estimateEarnings({ lengthMinutes, views, category }: EarningsInput): number {
  return (views * EARNINGS_CATEGORY_RATES[category] * multiplierPercent(lengthMinutes)) / 100_000;
}

/** 30% and 50% of the estimate, in USD rounded to the cent (half a cent up). */
export function earningsRange(input: EarningsInput): { low: number; high: number } {
  // views × rate × percent is a whole number for whole minutes and views: cents are exact.
  const base =
    input.views * EARNINGS_CATEGORY_RATES[input.category] * multiplierPercent(input.lengthMinutes);
  const cents = (percent: number): number => Math.round((base * percent) / 100_000);
  return {
    low: cents(EARNINGS_RANGE_PERCENT.low) / 100,
    high: cents(EARNINGS_RANGE_PERCENT.high) / 100,
  };
}

/** The longest length the multiplier gives nothing for (3 minutes). */
export const ZERO_EARNINGS_MINUTES = Math.round(FULL_LENGTH_MINUTES - 1 / PENALTY_PER_MINUTE_BELOW);

/** Why a short video's estimate is $0, said under the figure. */
export const SHORT_VIDEO_NOTE = `A video of ${String(ZERO_EARNINGS_MINUTES)} minutes or less earns $0 here: the estimate drops by ${String(Math.round(PENALTY_PER_MINUTE_BELOW * 100))}% for each minute under ${String(FULL_LENGTH_MINUTES)}.`;

/** What to say under the figure for this length: why it is $0, or null for the usual note. */
export function earningsNote(lengthMinutes: number): string | null {
  return multiplierPercent(lengthMinutes) === 0 ? SHORT_VIDEO_NOTE : null;
}

/** 'Estimated Earnings' text: '$low - $high', or 'Please choose a category'. */
export function earningsResultText(input: {
  lengthMinutes: number;
  views: number;
  category: string | null;
}): string {
  const { category } = input;
  if (!isEarningsCategory(category)) return CHOOSE_CATEGORY_MESSAGE;
  const { low, high } = earningsRange({ ...input, category });
  return formatUsdRange(low, high);
}
