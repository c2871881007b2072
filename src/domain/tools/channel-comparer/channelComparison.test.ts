import { describe, expect, it } from 'vitest';
import {
  averageViewsPerVideo,
  betterSide,
  buildChannelComparison,
  comparisonKeywords,
  COMPARER_KEYWORD_LIMIT,
  viewsPerSubscriber,
  type ComparedChannel,
} from './channelComparison';

const channel = (overrides: Partial<ComparedChannel> = {}): ComparedChannel => ({
  id: 'UCaaaaaaaaaaaaaaaaaaaaaa',
  title: 'A',
  handle: '@a',
  avatarUrl: null,
  subscribers: 1000,
  views: 10_000,
  videos: 3,
  keywords: [],
  ...overrides,
});

describe('averageViewsPerVideo (docs/product.md, channel-comparer: rounded)', () => {
  it('rounds to a whole number, halves up', () => {
    expect(averageViewsPerVideo(10_000, 3)).toBe(3333);
    expect(averageViewsPerVideo(20_000, 3)).toBe(6667);
    expect(averageViewsPerVideo(5, 2)).toBe(3);
    expect(averageViewsPerVideo(1_000_000, 4)).toBe(250_000);
  });

  it('has no value for a channel without videos', () => {
    expect(averageViewsPerVideo(0, 0)).toBeNull();
    expect(averageViewsPerVideo(500, 0)).toBeNull();
  });
});

describe('viewsPerSubscriber (docs/product.md, channel-comparer: 2 decimals)', () => {
  it('keeps 2 decimals', () => {
    expect(viewsPerSubscriber(10_000, 3000)).toBe(3.33);
    expect(viewsPerSubscriber(20_000, 3000)).toBe(6.67);
    expect(viewsPerSubscriber(1_234_567, 1000)).toBe(1234.57);
    expect(viewsPerSubscriber(5, 10)).toBe(0.5);
  });

  it('has no value for a hidden or zero subscriber count', () => {
    expect(viewsPerSubscriber(1000, null)).toBeNull();
    expect(viewsPerSubscriber(1000, 0)).toBeNull();
  });
});

describe('comparisonKeywords (docs/product.md, channel-comparer: up to 5)', () => {
  it('keeps the first 5 terms in order, quoted terms whole', () => {
    const raw = 'editing "color grading" tutorial premiere "davinci resolve" cuts extra';
    expect(comparisonKeywords(raw)).toEqual([
      'editing',
      'color grading',
      'tutorial',
      'premiere',
      'davinci resolve',
    ]);
    expect(COMPARER_KEYWORD_LIMIT).toBe(5);
  });

  it('keeps fewer when there are fewer, none when there are none', () => {
    expect(comparisonKeywords('one two')).toEqual(['one', 'two']);
    expect(comparisonKeywords(undefined)).toEqual([]);
    expect(comparisonKeywords('   ')).toEqual([]);
  });
});

describe('betterSide', () => {
  it('marks the larger value', () => {
    expect(betterSide(2, 1)).toBe(0);
    expect(betterSide(1, 2)).toBe(1);
    expect(betterSide(0, 0.01)).toBe(1);
  });

  it('marks neither side of a tie or of a missing value', () => {
    expect(betterSide(5, 5)).toBeNull();
    expect(betterSide(null, 5)).toBeNull();
    expect(betterSide(5, null)).toBeNull();
    expect(betterSide(null, null)).toBeNull();
  });
});

describe('buildChannelComparison', () => {
  const rowsOf = (first: ComparedChannel, second: ComparedChannel) =>
    Object.fromEntries(
      buildChannelComparison(first, second).rows.map((row) => [row.metric, row] as const),
    );

  it('shows each numeric row and marks its better side', () => {
    const rows = rowsOf(
      channel({ subscribers: 1_200_000, views: 98_765_432, videos: 321 }),
      channel({ subscribers: 86_400, views: 4_000_000, videos: 24 }),
    );
    expect(Object.keys(rows)).toEqual([
      'subscribers',
      'views',
      'videos',
      'averageViews',
      'viewsPerSubscriber',
    ]);
    expect(rows.subscribers?.cells.map((c) => c.text)).toEqual(['1,200,000', '86,400']);
    expect(rows.views?.cells.map((c) => c.text)).toEqual(['98,765,432', '4,000,000']);
    expect(rows.averageViews?.cells.map((c) => c.text)).toEqual(['307,680', '166,667']);
    expect(rows.viewsPerSubscriber?.cells.map((c) => c.text)).toEqual(['82.30', '46.30']);
    expect(rows.subscribers?.better).toBe(0);
    expect(rows.views?.better).toBe(0);
    expect(rows.videos?.better).toBe(0);
    expect(rows.averageViews?.better).toBe(0);
    expect(rows.viewsPerSubscriber?.better).toBe(0);
  });

  it('marks the second side where it is better, and neither on a tie', () => {
    const rows = rowsOf(
      channel({ subscribers: 1000, views: 9000, videos: 3 }),
      channel({ subscribers: 2000, views: 9000, videos: 9 }),
    );
    expect(rows.subscribers?.better).toBe(1);
    expect(rows.views?.better).toBeNull();
    expect(rows.videos?.better).toBe(1);
    expect(rows.averageViews?.better).toBe(0);
    expect(rows.viewsPerSubscriber?.better).toBe(0);
  });

  it('calls values that read the same a tie (compared as rounded)', () => {
    // 10000/3 = 3333.33 and 10001/3 = 3333.67: 3,333 and 3,334, so the second is better.
    const rows = rowsOf(
      channel({ subscribers: 3000, views: 10_000, videos: 3 }),
      channel({ subscribers: 3001, views: 10_001, videos: 3 }),
    );
    expect(rows.averageViews?.cells.map((c) => c.text)).toEqual(['3,333', '3,334']);
    expect(rows.averageViews?.better).toBe(1);
    // 10000/3000 = 3.3333 and 10001/3001 = 3.3326: both read 3.33.
    expect(rows.viewsPerSubscriber?.cells.map((c) => c.text)).toEqual(['3.33', '3.33']);
    expect(rows.viewsPerSubscriber?.better).toBeNull();
  });

  it('shows a hidden subscriber count as hidden, with no per-subscriber figure and no mark', () => {
    const rows = rowsOf(
      channel({ subscribers: null, views: 5_000_000 }),
      channel({ subscribers: 10, views: 100 }),
    );
    expect(rows.subscribers?.cells.map((c) => c.text)).toEqual(['Hidden', '10']);
    expect(rows.subscribers?.better).toBeNull();
    expect(rows.viewsPerSubscriber?.cells.map((c) => c.text)).toEqual(['Hidden', '10.00']);
    expect(rows.viewsPerSubscriber?.better).toBeNull();
    expect(rows.views?.better).toBe(0);
  });

  it('has no average for a channel without videos', () => {
    const rows = rowsOf(
      channel({ views: 0, videos: 0 }),
      channel({ views: 10, videos: 1, subscribers: 0 }),
    );
    expect(rows.averageViews?.cells.map((c) => c.text)).toEqual(['Not available', '10']);
    expect(rows.averageViews?.better).toBeNull();
    expect(rows.viewsPerSubscriber?.cells.map((c) => c.text)).toEqual(['0.00', 'Not available']);
  });
});
