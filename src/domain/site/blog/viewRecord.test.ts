import { describe, expect, it } from 'vitest';
import { isCountedToday, localDay, parseViewRecord, withViewCounted } from './viewRecord';

describe("the browser's record of counted views", () => {
  it('counts a post once a day: counted today, counted again tomorrow', () => {
    const today = withViewCounted({}, 7, '2026-11-29');
    expect(isCountedToday(today, 7, '2026-11-29')).toBe(true);
    expect(isCountedToday(today, 8, '2026-11-29')).toBe(false);
    expect(isCountedToday(today, 7, '2026-11-30')).toBe(false);
  });

  it("keeps only today's entries", () => {
    const old = { '1': '2026-11-28', '2': '2026-11-29' };
    expect(withViewCounted(old, 3, '2026-11-29')).toEqual({ '2': '2026-11-29', '3': '2026-11-29' });
  });

  it('reads back what it wrote, and nothing from what it did not', () => {
    const record = withViewCounted({}, 5, '2026-11-29');
    expect(parseViewRecord(JSON.stringify(record))).toEqual(record);
    expect(parseViewRecord(null)).toEqual({});
    expect(parseViewRecord('[1,2]')).toEqual({});
    expect(parseViewRecord('{"5":3,"6":"2026-11-29"}')).toEqual({ '6': '2026-11-29' });
    expect(parseViewRecord('{oops')).toEqual({});
    expect(isCountedToday(parseViewRecord('{}'), Number('constructor'), '2026-11-29')).toBe(false);
  });

  it("is the visitor's own calendar day", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
