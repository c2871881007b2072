import { describe, expect, it } from 'vitest';
import { formatLongDate } from './longDate';

describe('formatLongDate', () => {
  it('reads an ISO timestamp as an en-US long date', () => {
    expect(formatLongDate('2025-01-05T10:00:00+00:00')).toBe('January 5, 2025');
  });

  it('reads a plain date the same way', () => {
    expect(formatLongDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('keeps the UTC day for a post published just after midnight UTC', () => {
    expect(formatLongDate('2025-03-01T00:30:00Z')).toBe('March 1, 2025');
  });

  it('falls back to the raw value when it is not a date', () => {
    expect(formatLongDate('sometime soon')).toBe('sometime soon');
    expect(formatLongDate('')).toBe('');
  });
});

describe('formatLongDate against the browser’s en-US long form', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

  it('writes every day of a leap year as Intl does', () => {
    for (let day = 0; day < 366; day += 1) {
      const time = Date.UTC(2024, 0, 1 + day, 23, 59);
      expect(formatLongDate(new Date(time).toISOString())).toBe(intl.format(time));
    }
  });

  it('writes years before 1000 and far ahead as Intl does', () => {
    for (const iso of ['0999-03-04T00:00:00Z', '2100-12-31T12:00:00Z', '1970-01-01T00:00:00Z']) {
      expect(formatLongDate(iso)).toBe(intl.format(Date.parse(iso)));
    }
  });
});
