/**
 * docs/product.md, blog: the listing reads published posts newest first, a page at a time,
 * 50 posts a request, starting at page 1; a category filter ('All' means none) and a search
 * term (title or content) narrow it.
 */
import type { BlogPost } from './post';

/** docs/product.md, blog: posts per request. */
export const POSTS_PER_PAGE = 50;

/** Pages are counted from 1. */
export const FIRST_PAGE = 1;

export interface PostsQuery {
  /** A category name, or 'All' for every category. */
  category: string;
  /** 1-based. */
  page: number;
  limit: number;
  /** Matches title or content, case-insensitively, by substring (docs/product.md, blog). */
  search?: string;
}

export interface PostsPage {
  posts: BlogPost[];
  /** Every matching post across pages. */
  total: number;
}

/** The rows of a page, 0-based and inclusive: page 2 of 50 is rows 50 to 99. */
export function pageRange(page: number, limit: number): { from: number; to: number } {
  const size = Math.max(1, Math.floor(limit));
  const from = (Math.max(FIRST_PAGE, Math.floor(page)) - FIRST_PAGE) * size;
  return { from, to: from + size - 1 };
}
