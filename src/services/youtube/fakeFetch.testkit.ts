/**
 * Test kit: a scripted fetch for the client's unit tests. Not imported by production code.
 */
import type { FetchLike } from './transport';

export interface FakeRequest {
  url: URL;
  resource: string;
  params: Record<string, string>;
  key: string | undefined;
  signal: AbortSignal;
}

export type FakeReply = { status?: number; body?: unknown; text?: string };
/**
 * Answers one request. A slow or missing answer is a promise the test controls (a gate from
 * `@/test/deferred`, or `never()`), not a delay: timing must not decide a test's outcome.
 */
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export function apiError(status: number, reason: string, message = reason): FakeReply {
  return {
    status,
    body: { error: { code: status, message, errors: [{ message, domain: 'test', reason }] } },
  };
}

export function list(items: unknown[], extra: Record<string, unknown> = {}): FakeReply {
  return {
    body: {
      kind: 'youtube#listResponse',
      etag: 'etag',
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      items,
      ...extra,
    },
  };
}

/** A fetch that answers through `handler` and records every request. */
export function fakeFetch(handler: FakeHandler): FetchLike & { requests: FakeRequest[] } {
  const requests: FakeRequest[] = [];
  const fetch = async (input: string, init: { signal: AbortSignal }) => {
    const url = new URL(input);
    const request: FakeRequest = {
      url,
      resource: url.pathname.split('/').pop() ?? '',
      params: Object.fromEntries(url.searchParams),
      key: url.searchParams.get('key') ?? undefined,
      signal: init.signal,
    };
    requests.push(request);
    const reply = await handler(request);
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return Object.assign(fetch, { requests });
}

/** A Storage in memory. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => map.delete(key),
    setItem: (key, value) => map.set(key, value),
  };
}
