import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = Date.parse('2026-11-15T12:00:00Z');
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const before = (ms: number) => now - ms;

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59 * second, 'just now'],
    [minute, '1 minute ago'],
    [2 * minute, '2 minutes ago'],
    [59 * minute + 59 * second, '59 minutes ago'],
    [hour, '1 hour ago'],
    [119 * minute, '1 hour ago'],
    [2 * hour, '2 hours ago'],
    [day - second, '23 hours ago'],
    [day, '1 day ago'],
    [3 * day, '3 days ago'],
    [3 * day + 23 * hour, '3 days ago'],
    [6 * day + 23 * hour, '6 days ago'],
    [7 * day, '1 week ago'],
    [13 * day, '1 week ago'],
    [14 * day, '2 weeks ago'],
    [17.5 * day, '2 weeks ago'],
    [29 * day, '4 weeks ago'],
    [30 * day, '1 month ago'],
    [59 * day, '1 month ago'],
    [60 * day, '2 months ago'],
    [92 * day, '3 months ago'],
    [330 * day, '11 months ago'],
    [364 * day, '11 months ago'],
    [365 * day, '1 year ago'],
    [729 * day, '1 year ago'],
    [730 * day, '2 years ago'],
    [3650 * day, '10 years ago'],
  ])('%d ms before now reads %s', (elapsed, text) => {
    expect(relativeTime(before(elapsed), now)).toBe(text);
  });

  it('reads API timestamps (RFC 3339) and Dates, for "then" and "now" alike', () => {
    expect(relativeTime('2026-11-12T12:00:00Z', now)).toBe('3 days ago');
    expect(relativeTime(new Date('2026-11-15T11:00:00Z'), new Date(now))).toBe('1 hour ago');
    expect(relativeTime('2026-11-15T11:59:30Z', '2026-11-15T12:00:00Z')).toBe('just now');
  });

  it('says just now for a time in the future (a clock slightly ahead)', () => {
    expect(relativeTime(now + 5 * minute, now)).toBe('just now');
  });

  it('depends only on the reference time it is given', () => {
    const then = '2026-01-01T00:00:00Z';
    expect(relativeTime(then, '2026-01-01T00:30:00Z')).toBe('30 minutes ago');
    expect(relativeTime(then, '2026-03-15T00:00:00Z')).toBe('2 months ago');
  });

  it('gives back the raw text of something that is not a date, and nothing for NaN', () => {
    expect(relativeTime('yesterday-ish', now)).toBe('yesterday-ish');
    expect(relativeTime(Number.NaN, now)).toBe('');
    expect(relativeTime(new Date('nope'), now)).toBe('');
    expect(relativeTime('2026-11-12T12:00:00Z', Number.NaN)).toBe('2026-11-12T12:00:00Z');
  });
});
