import { describe, expect, it } from 'vitest';
import { engagementRate, formatEngagementRate } from './engagement';

describe('engagementRate', () => {
  it('is (likes + comments) / views', () => {
    expect(engagementRate(400, 100, 10_000)).toBe(0.05);
    expect(engagementRate(407_709, 8_188, 57_638_798)).toBeCloseTo(0.007_215_6, 7);
    expect(engagementRate(0, 0, 1_000)).toBe(0);
    expect(engagementRate(30, 0, 100)).toBe(0.3);
    expect(engagementRate(0, 30, 100)).toBe(0.3);
  });

  it('is 0 for a video with zero views, even with likes or comments', () => {
    expect(engagementRate(0, 0, 0)).toBe(0);
    expect(engagementRate(5, 2, 0)).toBe(0);
  });

  it('is 0 for views that are not a positive number', () => {
    expect(engagementRate(5, 2, -10)).toBe(0);
    expect(engagementRate(5, 2, Number.NaN)).toBe(0);
    expect(engagementRate(5, 2, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('ignores negative counts and is 0 when they are not finite', () => {
    expect(engagementRate(-5, 10, 100)).toBe(0.1);
    expect(engagementRate(Number.NaN, 10, 100)).toBe(0);
  });
});

describe('formatEngagementRate', () => {
  it.each([
    [0, '0.00%'],
    [0.05, '5.00%'],
    [0.052_345, '5.23%'],
    [0.007_215_6, '0.72%'],
    [1.5, '150.00%'],
    [Number.NaN, '0.00%'],
  ])('%d is %s', (rate, text) => {
    expect(formatEngagementRate(rate)).toBe(text);
  });
});
