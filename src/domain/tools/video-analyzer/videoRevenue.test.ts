import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVENUE_RATE,
  engagementBoost,
  estimateVideoRevenue,
  lengthFactor,
  revenueRateFor,
  viewsMultiplier,
  type RevenueInput,
} from './videoRevenue';

describe('revenueRateFor', () => {
  // docs/product.md, video-analyzer, by the documented category name and YouTube's category id.
  it.each([
    ['Film & Animation', '1', 3, 7],
    ['Autos', '2', 2, 4],
    ['Music', '10', 3, 5],
    ['Pets', '15', 2, 4],
    ['Sports', '17', 3, 5],
    ['Travel', '19', 3, 7],
    ['Gaming', '20', 3, 7],
    ['People & Blogs', '22', 1, 3],
    ['Comedy', '23', 3, 5],
    ['Entertainment', '24', 2, 4],
    ['News', '25', 5, 11],
    ['Howto', '26', 4, 8],
    ['Education', '27', 3, 9],
    ['Science & Tech', '28', 5, 11],
    ['Nonprofits', '29', 1, 3],
  ])('%s (id %s) is %d-%d per 1,000 views', (_name, id, min, max) => {
    expect(revenueRateFor(id)).toEqual({ min, max });
  });

  it.each([['18'], ['30'], ['44'], ['0'], [''], ['Music'], ['__proto__'], [null], [undefined]])(
    'falls back to 2-4 for %j',
    (id) => {
      expect(revenueRateFor(id)).toEqual({ min: 2, max: 4 });
      expect(DEFAULT_REVENUE_RATE).toEqual({ min: 2, max: 4 });
    },
  );
});

describe('lengthFactor', () => {
  it.each([
    [0, 0.2],
    [60, 0.3],
    [240, 0.6],
    [420, 0.9],
    [450, 0.95],
    [479, 1 - 0.1 / 60],
    [480, 1],
    [481, 1],
    [600, 1],
    [3600, 1],
  ])('%i s is %d', (seconds, factor) => {
    expect(lengthFactor(seconds)).toBeCloseTo(factor, 10);
  });

  it('treats a negative or unknown duration as zero length', () => {
    expect(lengthFactor(-30)).toBeCloseTo(0.2, 10);
    expect(lengthFactor(Number.NaN)).toBeCloseTo(0.2, 10);
  });
});

describe('engagementBoost', () => {
  it.each([
    [0, 1],
    [0.049_999, 1],
    [0.05, 1],
    [0.050_001, 1.2],
    [0.06, 1.2],
    [1, 1.2],
  ])('rate %d gives %d', (rate, boost) => {
    expect(engagementBoost(rate)).toBe(boost);
  });
});

describe('viewsMultiplier', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1.1],
    [1_000, 1.3],
    [10_000, 1.4],
    [100_000, 1.5],
    [1_000_000, 1.6],
    [1_000_000_000, 1.9],
    [5_000, 1 + Math.log10(5_000) / 10],
  ])('%i views give %d', (views, multiplier) => {
    expect(viewsMultiplier(views)).toBeCloseTo(multiplier, 10);
  });

  it('is 1 for views that are not a count', () => {
    expect(viewsMultiplier(-5)).toBe(1);
    expect(viewsMultiplier(Number.NaN)).toBe(1);
  });
});

describe('estimateVideoRevenue', () => {
  const video = (overrides: Partial<RevenueInput>): RevenueInput => ({
    views: 100_000,
    likes: 0,
    comments: 0,
    durationSeconds: 600,
    categoryId: '27',
    ...overrides,
  });

  it('Education, 10 min, 100,000 views, 6% engagement: 100 × 1 × 1.2 × 1.5 × (3, 9)', () => {
    const revenue = estimateVideoRevenue(video({ likes: 5_000, comments: 1_000 }));
    expect(revenue.min).toBeCloseTo(540, 9);
    expect(revenue.max).toBeCloseTo(1_620, 9);
  });

  it('Music, 4 min, 1,000,000 views, 2.5% engagement: 1000 × 0.6 × 1 × 1.6 × (3, 5)', () => {
    const revenue = estimateVideoRevenue(
      video({
        views: 1_000_000,
        likes: 20_000,
        comments: 5_000,
        durationSeconds: 240,
        categoryId: '10',
      }),
    );
    expect(revenue.min).toBeCloseTo(2_880, 9);
    expect(revenue.max).toBeCloseTo(4_800, 9);
  });

  it('gives no boost at exactly 5% engagement', () => {
    const revenue = estimateVideoRevenue(video({ likes: 5_000 }));
    expect(revenue.min).toBeCloseTo(100 * 1.5 * 3, 9);
  });

  it('uses the default 2-4 for an unknown category', () => {
    const revenue = estimateVideoRevenue(video({ views: 1_000, categoryId: '44' }));
    expect(revenue.min).toBeCloseTo(1 * 1.3 * 2, 9);
    expect(revenue.max).toBeCloseTo(1 * 1.3 * 4, 9);
  });

  it('is 0-0 with no views', () => {
    expect(estimateVideoRevenue(video({ views: 0, likes: 3 }))).toEqual({ min: 0, max: 0 });
  });
});
