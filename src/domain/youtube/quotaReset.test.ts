import { describe, expect, it } from 'vitest';
import { nextQuotaReset } from './quotaReset';

const at = (iso: string) => Date.parse(iso);
const pacificTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const next = (iso: string) => new Date(nextQuotaReset(at(iso))).toISOString();

describe('nextQuotaReset (midnight Pacific Time)', () => {
  it('is 08:00 UTC in winter (PST, UTC−8)', () => {
    expect(next('2025-01-15T12:00:00Z')).toBe('2025-01-16T08:00:00.000Z');
    // 23:59:59 PST on 15 January.
    expect(next('2025-01-16T07:59:59Z')).toBe('2025-01-16T08:00:00.000Z');
  });

  it('is 07:00 UTC in summer (PDT, UTC−7)', () => {
    expect(next('2025-07-15T06:59:59Z')).toBe('2025-07-15T07:00:00.000Z');
    expect(next('2025-07-15T12:00:00Z')).toBe('2025-07-16T07:00:00.000Z');
  });

  it('at midnight exactly, is the next midnight', () => {
    expect(next('2025-07-15T07:00:00Z')).toBe('2025-07-16T07:00:00.000Z');
    expect(next('2025-01-16T08:00:00Z')).toBe('2025-01-17T08:00:00.000Z');
  });

  it('follows the spring change: the day before it ends at PST midnight, the day of it at PDT', () => {
    // Saturday 8 March 2025, noon PST; daylight saving time starts on Sunday 9 March, 2 a.m.
    expect(next('2025-03-08T20:00:00Z')).toBe('2025-03-09T08:00:00.000Z');
    // Sunday 9 March, 05:00 PDT: that day has 23 hours; the next midnight is PDT.
    expect(next('2025-03-09T12:00:00Z')).toBe('2025-03-10T07:00:00.000Z');
  });

  it('follows the autumn change: the day of it has 25 hours', () => {
    // Saturday 1 November 2025, 23:00 PDT; standard time returns on Sunday 2 November, 2 a.m.
    expect(next('2025-11-02T06:00:00Z')).toBe('2025-11-02T07:00:00.000Z');
    // Sunday 2 November, 04:00 PST: the next midnight is PST.
    expect(next('2025-11-02T12:00:00Z')).toBe('2025-11-03T08:00:00.000Z');
  });

  it('is always a Pacific midnight, later than now and at most 25 hours away', () => {
    for (let t = at('2025-01-01T00:00:00Z'); t < at('2026-01-01T00:00:00Z'); t += 3_600_000 * 7) {
      const reset = nextQuotaReset(t);
      expect(pacificTime.format(reset)).toBe('00:00:00');
      expect(reset).toBeGreaterThan(t);
      expect(reset - t).toBeLessThanOrEqual(25 * 3_600_000);
    }
  });
});
