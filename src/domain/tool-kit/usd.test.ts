import { describe, expect, it } from 'vitest';
import { formatUsd, formatUsdRange } from './usd';

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [-0, '$0.00'],
    [0.5, '$0.50'],
    [9, '$9.00'],
    [12.345, '$12.35'],
    [0.004, '$0.00'],
    [1234.5, '$1,234.50'],
    [90_000, '$90,000.00'],
    [1_234_567.891, '$1,234,567.89'],
    [-3.2, '-$3.20'],
    [Number.NaN, '$0.00'],
    [Number.POSITIVE_INFINITY, '$0.00'],
  ])('%d is %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });
});

describe('formatUsdRange', () => {
  it("reads '$low - $high'", () => {
    expect(formatUsdRange(15, 25)).toBe('$15.00 - $25.00');
    expect(formatUsdRange(54_000, 90_000)).toBe('$54,000.00 - $90,000.00');
  });
});
