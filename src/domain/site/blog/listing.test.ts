import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, pageRange, POSTS_PER_PAGE } from './listing';

describe('blog listing paging', () => {
  it('asks for 50 posts a request, from page 1 (docs/product.md, blog)', () => {
    expect(POSTS_PER_PAGE).toBe(50);
    expect(FIRST_PAGE).toBe(1);
    expect(pageRange(FIRST_PAGE, POSTS_PER_PAGE)).toEqual({ from: 0, to: 49 });
  });

  it('turns a 1-based page into inclusive row offsets', () => {
    expect(pageRange(2, 50)).toEqual({ from: 50, to: 99 });
    expect(pageRange(3, 4)).toEqual({ from: 8, to: 11 });
  });

  it('never asks for rows before the first page, nor for an empty page', () => {
    expect(pageRange(0, 10)).toEqual({ from: 0, to: 9 });
    expect(pageRange(-3, 10)).toEqual({ from: 0, to: 9 });
    expect(pageRange(1, 0)).toEqual({ from: 0, to: 0 });
  });
});
