import { describe, expect, it } from 'vitest';
import { formatReadTime } from './postMeta';

describe('formatReadTime', () => {
  it('reads "{read_time} min read"', () => {
    expect(formatReadTime(7)).toBe('7 min read');
    expect(formatReadTime(1)).toBe('1 min read');
  });
});
