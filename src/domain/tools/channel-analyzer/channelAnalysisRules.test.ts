import { describe, expect, it } from 'vitest';
import { benefitLevel, channelActivity, perEach, starScore } from './channelAnalysisRules';

describe('benefitLevel (docs/product.md, channel-analyzer)', () => {
  it.each([
    [10_000_000, 'Diamond'],
    [23_100_000, 'Diamond'],
    [9_999_999, 'Gold'],
    [1_000_000, 'Gold'],
    [999_999, 'Silver'],
    [100_000, 'Silver'],
    [99_999, 'Bronze'],
    [0, 'Bronze'],
  ] as const)('%i subscribers is %s', (subscribers, level) => {
    expect(benefitLevel(subscribers)).toBe(level);
  });

  it('gives a hidden count no level', () => {
    expect(benefitLevel(null)).toBeNull();
  });
});

describe('channelActivity (docs/product.md, channel-analyzer)', () => {
  const now = Date.parse('2026-11-15T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const DAY = 86_400_000;

  it.each([
    ['3 days', 3 * DAY, 'very-active', 3],
    ['exactly 1 week', 7 * DAY, 'very-active', 7],
    ['1 week and 1 second', 7 * DAY + 1000, 'active', 7],
    ['2½ weeks', 17.5 * DAY, 'active', 17],
    ['exactly 3 weeks', 21 * DAY, 'active', 21],
    ['3 weeks and 1 second', 21 * DAY + 1000, 'inactive', 21],
    ['3 months', 92 * DAY, 'inactive', 92],
  ] as const)('an upload %s ago is %s', (_, elapsed, activity, days) => {
    expect(channelActivity(ago(elapsed), now)).toEqual({ activity, days });
  });

  it('counts an upload dated after now as today', () => {
    expect(channelActivity(ago(-3_600_000), now)).toEqual({ activity: 'very-active', days: 0 });
  });

  it('has no activity without uploads', () => {
    expect(channelActivity(null, now)).toEqual({ activity: 'no-videos', days: null });
    expect(channelActivity('not a date', now)).toEqual({ activity: 'no-videos', days: null });
  });
});

describe('perEach', () => {
  it('divides, and never by zero or an unknown count', () => {
    expect(perEach(1_000, 4)).toBe(250);
    expect(perEach(1_000, 0)).toBeNull();
    expect(perEach(1_000, null)).toBeNull();
  });
});

describe('starScore: max(1, round(passed × 5 / counted)), halves up', () => {
  it.each([
    [0, 5, 1],
    [1, 5, 1],
    [2, 5, 2],
    [3, 5, 3],
    [4, 5, 4],
    [5, 5, 5],
    [0, 4, 1],
    [1, 4, 1], // 1.25
    [2, 4, 3], // 2.5 rounds up
    [3, 4, 4], // 3.75
    [4, 4, 5],
    [2, 10, 1], // 20 %
    [3, 10, 2], // 30 %: 1.5 rounds up
    [5, 10, 3], // 50 %: 2.5 rounds up
    [7, 10, 4], // 70 %: 3.5 rounds up
    [9, 10, 5], // 90 %: 4.5 rounds up
    [89, 100, 4], // 4.45
  ] as const)('%i of %i checks is %i stars', (passed, counted, stars) => {
    expect(starScore(passed, counted)).toBe(stars);
  });

  it('gives 1 star when nothing could be counted', () => {
    expect(starScore(0, 0)).toBe(1);
  });
});
