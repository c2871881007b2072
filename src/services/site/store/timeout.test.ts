/**
 * Every storefront request ends (docs/architecture.md, requests): each page is bounded by 15 s.
 * Fake timers stand in for the clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { never } from '@/test/deferred';
import { createStoreClient } from './client';
import { StoreError } from './errors';
import type { FetchLike } from './request';
import { rejectionOf } from '@/test/rejection';

const signal = () => new AbortController().signal;
const options = { apiBase: 'https://api.test/v1', token: 'ptkn_x', storeUrl: 'https://shop.test' };

const failure = (promise: Promise<unknown>) => rejectionOf(promise, StoreError);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a storefront that never answers', () => {
  it('fails with kind timeout after 15 s, not before', async () => {
    const fetch = vi.fn<FetchLike>(() => never());
    const client = createStoreClient({ ...options, fetch });
    const outcome = failure(client.listCollections(signal()));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(error.message).toBe('The store did not answer within 15 s');
    expect(fetch.mock.calls[0]?.[1].signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a body that stops arriving is cut off by the same deadline', async () => {
    const client = createStoreClient({
      ...options,
      fetch: () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"results":['));
          },
        });
        return Promise.resolve(new Response(body, { status: 200 }));
      },
    });
    const outcome = failure(client.getProduct('tee', signal()));
    await vi.advanceTimersByTimeAsync(15_000);
    expect((await outcome).kind).toBe('timeout');
  });

  it('the caller leaving is an abort, not a timeout', async () => {
    const client = createStoreClient({ ...options, fetch: () => never() });
    const controller = new AbortController();
    const outcome = failure(client.listAllProducts(controller.signal));
    await vi.advanceTimersByTimeAsync(3_000);
    controller.abort();
    expect((await outcome).kind).toBe('aborted');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('each page of a listing has its own 15 s', async () => {
    // Three pages, each answering after 10 s: 30 s in all, and no page times out.
    const fetch = vi.fn<FetchLike>(
      (input) =>
        new Promise((resolve) => {
          const page = Number(new URL(input).searchParams.get('page'));
          const body = JSON.stringify({
            results: [{ id: `c${page}`, slug: `c${page}`, name: `C${page}` }],
            paging: { hasNextPage: page < 2 },
          });
          setTimeout(() => resolve(new Response(body)), 10_000);
        }),
    );
    const client = createStoreClient({ ...options, fetch });
    const outcome = client.listCollections(signal());
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await outcome).map(({ slug }) => slug)).toEqual(['c0', 'c1', 'c2']);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('the bound can be set per client', async () => {
    const client = createStoreClient({ ...options, fetch: () => never(), timeoutMs: 2_000 });
    const outcome = failure(client.listCollections(signal()));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await outcome).toMatchObject({
      kind: 'timeout',
      message: 'The store did not answer within 2 s',
    });
  });
});
