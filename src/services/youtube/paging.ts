import type { ListResponse } from './types';

/** One page of a list call. */
export interface Page<T> {
  items: T[];
  /** 1-based index of this page within the iteration. */
  page: number;
  nextPageToken?: string;
  prevPageToken?: string;
  /** pageInfo.totalResults (an estimate for search). */
  totalResults?: number;
  regionCode?: string;
}

export function toPage<T>(response: ListResponse<T>, page = 1): Page<T> {
  const result: Page<T> = { items: response.items ?? [], page };
  if (response.nextPageToken) result.nextPageToken = response.nextPageToken;
  if (response.prevPageToken) result.prevPageToken = response.prevPageToken;
  if (response.pageInfo) result.totalResults = response.pageInfo.totalResults;
  if (response.regionCode) result.regionCode = response.regionCode;
  return result;
}

/**
 * Pages through a list call: follows nextPageToken, stops at the end, after `maxPages` pages, or
 * when the consumer breaks out of its `for await` (no further request is sent then).
 */
export async function* paginate<T>(
  fetchPage: (pageToken: string | undefined) => Promise<ListResponse<T>>,
  maxPages: number = Number.POSITIVE_INFINITY,
): AsyncGenerator<Page<T>, void, undefined> {
  const seen = new Set<string>();
  let token: string | undefined;
  for (let page = 1; page <= maxPages; page++) {
    const result = toPage(await fetchPage(token), page);
    yield result;
    token = result.nextPageToken;
    if (token === undefined || seen.has(token)) return;
    seen.add(token);
  }
}

/** Every item of every page, in order. */
export async function collectItems<T>(pages: AsyncIterable<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for await (const page of pages) items.push(...page.items);
  return items;
}
