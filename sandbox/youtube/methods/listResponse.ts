/** The `*ListResponse` envelope: kind, etag, tokens (left out when absent), pageInfo, items. */
import { etagOf } from '../http/etag.ts';
import type { ApiQuery } from '../http/query.ts';
import type { RequestContext } from '../resources/context.ts';

export type ListMethod = (query: ApiQuery, ctx: RequestContext) => Record<string, unknown>;

export interface ListOptions {
  kind: string;
  items: readonly Record<string, unknown>[];
  totalResults: number;
  resultsPerPage: number;
  nextPageToken?: string;
  prevPageToken?: string;
  /** Extra envelope fields, e.g. search's regionCode. */
  extra?: Record<string, unknown>;
  /** channels.list leaves the `items` key out entirely when nothing matched. */
  omitEmptyItems?: boolean;
}

export function listResponse(options: ListOptions): Record<string, unknown> {
  const { kind, items, nextPageToken, prevPageToken } = options;
  const withItems = !(options.omitEmptyItems === true && items.length === 0);
  return {
    kind,
    etag: etagOf({
      kind,
      tokens: [nextPageToken, prevPageToken],
      items: items.map((item) => item.etag),
    }),
    ...(nextPageToken === undefined ? {} : { nextPageToken }),
    ...(prevPageToken === undefined ? {} : { prevPageToken }),
    ...options.extra,
    pageInfo: { totalResults: options.totalResults, resultsPerPage: options.resultsPerPage },
    ...(withItems ? { items } : {}),
  };
}
