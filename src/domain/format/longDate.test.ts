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
