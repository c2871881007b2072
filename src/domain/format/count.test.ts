import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('groups thousands with commas, as docs/product.md writes its limits', () => {
    expect([0, 999, 5000, 1234567].map(formatCount)).toEqual(['0', '999', '5,000', '1,234,567']);
  });

  it('keeps a fraction, rounded to three digits as toLocaleString did', () => {
    expect(formatCount(1234.5678)).toBe('1,234.568');
  });
});
