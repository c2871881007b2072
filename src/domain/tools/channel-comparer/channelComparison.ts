/**
 * The channel comparer's rules (docs/product.md, channel-comparer): two channels side by side, the
 * better value of each numeric row marked.
 *
 * Decisions:
 * - Average views per video is total views / videos, rounded to a whole number; a channel with
 *   no videos has none ('Not available').
 * - Views per subscriber is total views / subscribers to 2 decimals; a hidden or zero
 *   subscriber count gives none, and a hidden count reads 'Hidden'.
 * - Every numeric row is "more is better". The mark compares the values as shown (rounded), so
 *   two cells that read the same are a tie, and a tie marks neither side. A row where either side
 *   has no value marks neither.
 * - Keywords: the first 5 terms of the channel's keywords (`parseChannelKeywords`).
 */
import type { ChannelFigures } from '@/domain/tool-kit/channelFigures';
import { parseChannelKeywords } from '@/domain/youtube/channelKeywords';

/**
 * docs/product.md, channel-comparer (the comparer has one failure text; 'Channel not found' is
 * folded into it).
 */
export const CHANNEL_COMPARER_MESSAGES = {
  bothRequired: 'Please enter both YouTube channel URLs',
  /** Under a field whose text is not a channel reference (the subscribe generator's text). */
  invalidChannel: 'Please enter a valid YouTube channel URL',
  failed: 'Error comparing channels. Please check the URLs and try again.',
} as const;

/** docs/product.md, channel-comparer: keywords shown up to 5. */
export const COMPARER_KEYWORD_LIMIT = 5;

export const HIDDEN_TEXT = 'Hidden';
export const NOT_AVAILABLE_TEXT = 'Not available';

/** One channel as the comparer reads it: its figures and keywords. */
export interface ComparedChannel extends ChannelFigures {
  /** At most 5 (`comparisonKeywords`). */
  keywords: readonly string[];
}

export type ComparisonMetric =
  'subscribers' | 'views' | 'videos' | 'averageViews' | 'viewsPerSubscriber';

/** Which side holds the better value: 0 (first), 1 (second) or null (a tie, or a value missing). */
export type BetterSide = 0 | 1 | null;

export interface ComparisonCell {
  /** The value as shown, or null when there is none. */
  value: number | null;
  /** What the cell says: '1,234', '12.50', 'Hidden' or 'Not available'. */
  text: string;
}

export interface ComparisonRow {
  metric: ComparisonMetric;
  label: string;
  cells: readonly [ComparisonCell, ComparisonCell];
  better: BetterSide;
}

export interface ChannelComparison {
  channels: readonly [ComparedChannel, ComparedChannel];
  rows: readonly ComparisonRow[];
}

/** The keywords the comparer shows: the first 5 of the raw keywords string. */
export function comparisonKeywords(raw: string | null | undefined): string[] {
  return parseChannelKeywords(raw).slice(0, COMPARER_KEYWORD_LIMIT);
}

/** Total views / videos, rounded; null without videos. */
export function averageViewsPerVideo(views: number, videos: number): number | null {
  return videos > 0 ? Math.round(views / videos) : null;
}

/** Total views / subscribers to 2 decimals; null for a hidden or zero count. */
export function viewsPerSubscriber(views: number, subscribers: number | null): number | null {
  if (subscribers === null || subscribers <= 0) return null;
  return Math.round((views / subscribers) * 100) / 100;
}

/** The side with the larger value; null for a tie or when either value is missing. */
export function betterSide(first: number | null, second: number | null): BetterSide {
  if (first === null || second === null || first === second) return null;
  return first > second ? 0 : 1;
}

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const TWO_DECIMALS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234567 → '1,234,567'. */
export const formatWhole = (value: number) => WHOLE.format(value);
/** 3.5 → '3.50', 1234.5 → '1,234.50'. */
export const formatTwoDecimals = (value: number) => TWO_DECIMALS.format(value);

function cell(
  value: number | null,
  format: (value: number) => string,
  missing: string = NOT_AVAILABLE_TEXT,
): ComparisonCell {
  return { value, text: value === null ? missing : format(value) };
}

const ROWS: readonly {
  metric: ComparisonMetric;
  label: string;
  read: (channel: ComparedChannel) => ComparisonCell;
}[] = [
  {
    metric: 'subscribers',
    label: 'Subscribers',
    read: (c) => cell(c.subscribers, formatWhole, HIDDEN_TEXT),
  },
  { metric: 'views', label: 'Total views', read: (c) => cell(c.views, formatWhole) },
  { metric: 'videos', label: 'Videos', read: (c) => cell(c.videos, formatWhole) },
  {
    metric: 'averageViews',
    label: 'Average views per video',
    read: (c) => cell(averageViewsPerVideo(c.views, c.videos), formatWhole),
  },
  {
    metric: 'viewsPerSubscriber',
    label: 'Views per subscriber',
    read: (c) =>
      cell(
        viewsPerSubscriber(c.views, c.subscribers),
        formatTwoDecimals,
        c.subscribers === null ? HIDDEN_TEXT : NOT_AVAILABLE_TEXT,
      ),
  },
];

/** The two channels and their numeric rows, each with its better side marked. */
export function buildChannelComparison(
  first: ComparedChannel,
  second: ComparedChannel,
): ChannelComparison {
  return {
    channels: [first, second],
    rows: ROWS.map(({ metric, label, read }) => {
      const cells = [read(first), read(second)] as const;
      return { metric, label, cells, better: betterSide(cells[0].value, cells[1].value) };
    }),
  };
}
