import { describe, expect, it } from 'vitest';
import { formatCompactCount, parseCompactCount } from './compactCount';
import { cpuTimeMs } from '@/test/cpuTime';

describe('formatCompactCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1050, '1.05K'],
    [1200, '1.2K'],
    [1299, '1.29K'],
    [9999, '9.99K'],
    [12_345, '12.3K'],
    [99_999, '99.9K'],
    [123_456, '123K'],
    [999_999, '999K'],
    [1_000_000, '1M'],
    [1_180_000, '1.18M'],
    [1_189_999, '1.18M'],
    [1_250_000, '1.25M'],
    [1_999_999, '1.99M'],
    [12_000_000, '12M'],
    [14_700_000, '14.7M'],
    [99_999_999, '99.9M'],
    [999_999_999, '999M'],
    [1_000_000_000, '1B'],
    [1_200_000_000, '1.2B'],
    [1_234_567_890, '1.23B'],
    [12_345_678_901, '12.3B'],
    [999_999_999_999, '999B'],
    [1_500_000_000_000, '1500B'],
    [1234.9, '1.23K'],
    [-1500, '-1.5K'],
    [-14_700_000, '-14.7M'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%d is %s', (n, expected) => {
    expect(formatCompactCount(n)).toBe(expected);
  });
});

describe('parseCompactCount', () => {
  it.each<[string, number | null]>([
    ['1.2M', 1_200_000],
    ['3.4K subscribers', 3400],
    ['12,345', 12_345],
    ['12,345 views', 12_345],
    ['1,234,567', 1_234_567],
    ['987', 987],
    ['0', 0],
    ['1K', 1000],
    ['1.2k', 1200],
    ['2.5 M', 2_500_000],
    ['1.2B views', 1_200_000_000],
    ['1.23M', 1_230_000],
    ['  45K  ', 45_000],
    ['1.2\u00A0M', 1_200_000],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['K', null],
    ['1.2', null],
    ['-5', null],
    ['+5', null],
    ['1,23', null],
    ['12 345', null],
    ['1.2.3M', null],
    ['1.2X', null],
    ['1e6', null],
    ['Infinity', null],
    ['3.4Ksubscribers', null],
    ['9'.repeat(400), null],
    [`1K ${'a'.repeat(100_000)}`, null],
  ])('%j is %s', (text, expected) => {
    expect(parseCompactCount(text)).toBe(expected);
  });

  it('round-trips what it formats, within the truncation', () => {
    expect(parseCompactCount(formatCompactCount(1_299_999))).toBe(1_290_000);
  });

  it('finishes quickly on 100 000 hostile characters', () => {
    const spent = cpuTimeMs(() => {
      expect(parseCompactCount(`1${',000'.repeat(25_000)}!`)).toBeNull();
      expect(parseCompactCount(`1 ${' a'.repeat(50_000)}!`)).toBeNull();
    });
    expect(spent).toBeLessThan(200);
  });
});
