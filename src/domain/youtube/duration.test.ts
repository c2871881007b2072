import { describe, expect, it } from 'vitest';
import { formatDuration, parseIsoDuration, spokenDuration } from './duration';
import { cpuTimeMs } from '@/test/cpuTime';

describe('parseIsoDuration', () => {
  it.each([
    ['PT1H2M3S', 3723],
    ['PT15M', 900],
    ['PT45S', 45],
    ['PT1M', 60],
    ['PT10H', 36_000],
    ['PT1H30S', 3630],
    ['P1DT2H', 93_600],
    ['P1DT2H3M4S', 93_784],
    ['P2D', 172_800],
    ['P1W', 604_800],
    ['P1W1D', 691_200],
    ['P0D', 0],
    ['PT0S', 0],
    ['  PT61S ', 61],
  ])('%s is %i seconds', (value, seconds) => {
    expect(parseIsoDuration(value)).toBe(seconds);
  });

  it.each([
    '',
    'P',
    'PT',
    'P1DT',
    'pt1m',
    '-PT5S',
    'PT-5S',
    'PT1.5S',
    'P1Y',
    'P1M',
    'PT1S1M',
    'PT1M2H',
    'T1M',
    '1:02:03',
    'PT 1M',
    'PT1M garbage',
    'PT99999999999S',
    `PT${'1'.repeat(100_000)}S`,
  ])('rejects %j', (value) => {
    expect(parseIsoDuration(value)).toBeNull();
  });

  it('finishes quickly on 100 000 hostile characters', () => {
    const spent = cpuTimeMs(() => {
      expect(parseIsoDuration(`P${'T'.repeat(100_000)}`)).toBeNull();
      expect(parseIsoDuration(`PT${'1H'.repeat(50_000)}`)).toBeNull();
    });
    expect(spent).toBeLessThan(200);
  });
});

describe('formatDuration', () => {
  it.each([
    [3723, '1:02:03'],
    [900, '15:00'],
    [45, '0:45'],
    [0, '0:00'],
    [59.9, '0:59'],
    [60, '1:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [86_399, '23:59:59'],
    [86_400, '1 d 00:00:00'],
    [93_600, '1 d 02:00:00'],
    [93_784, '1 d 02:03:04'],
    [1_382_338, '15 d 23:58:58'],
    [8_640_000, '100 d 00:00:00'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%d seconds is %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('spokenDuration', () => {
  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [65, '1 minute 5 seconds'],
    [3600, '1 hour'],
    [90_000, '1 day 1 hour'],
    [1_382_338, '15 days 23 hours 58 minutes 58 seconds'],
    [-5, '0 seconds'],
  ])('%d seconds is said %s, as formatDuration shows it', (seconds, expected) => {
    expect(spokenDuration(seconds)).toBe(expected);
  });
});
