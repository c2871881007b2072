import { describe, expect, it } from 'vitest';
import { addMonths, formatLongDay, localDay } from './consultantDates';

describe('addMonths', () => {
  it.each([
    ['2026-11-25', 2, '2027-01-25'],
    ['2026-01-15', 2, '2026-03-15'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2027-12-31', 2, '2028-02-29'],
    ['2026-08-31', 1, '2026-09-30'],
    ['2026-03-31', -1, '2026-02-28'],
  ])('%s + %d months is %s', (day, months, end) => {
    expect(addMonths(day, months)).toBe(end);
  });

  it.each(['2026-02-30', '2026-13-01', 'today', ''])('refuses %j', (day) => {
    expect(() => addMonths(day, 2)).toThrow(/not a calendar day/);
  });
});

describe('formatLongDay', () => {
  it('writes the day in US long form with its weekday', () => {
    expect(formatLongDay('2026-11-25')).toBe('Wednesday, November 25, 2026');
    expect(formatLongDay('2027-01-05')).toBe('Tuesday, January 5, 2027');
  });
});

describe('localDay', () => {
  it("is the visitor's own date of a moment", () => {
    expect(localDay(new Date(2026, 10, 25, 23, 59))).toBe('2026-11-25');
    expect(localDay(new Date(2027, 0, 1, 0, 0))).toBe('2027-01-01');
  });
});
