import { describe, expect, it } from 'vitest';
import { formatPostDate, formatReadTime } from './postMeta';

describe('formatPostDate', () => {
  it('reads an ISO timestamp as an en-US long date', () => {
    expect(formatPostDate('2025-01-05T10:00:00+00:00')).toBe('January 5, 2025');
  });

  it('reads a plain date the same way', () => {
    expect(formatPostDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('keeps the UTC day for a post published just after midnight UTC', () => {
    expect(formatPostDate('2025-03-01T00:30:00Z')).toBe('March 1, 2025');
  });

  it('falls back to the raw value when it is not a date', () => {
    expect(formatPostDate('sometime soon')).toBe('sometime soon');
    expect(formatPostDate('')).toBe('');
  });
});

describe('formatReadTime', () => {
  it('reads "{read_time} min read"', () => {
    expect(formatReadTime(7)).toBe('7 min read');
    expect(formatReadTime(1)).toBe('1 min read');
  });
});
