/**
 * Every call of the content service ends (docs/architecture.md, requests): supabase-js over a fetch
 * that never answers, with fake timers for the clock. One deadline of 15 s covers the whole call,
 * supabase-js's own retries of a GET included.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { never } from '@/test/deferred';
import { createContentClient } from './client';
import { createContentService } from './contentService';
import { ContentError } from './errors';
import { rejectionOf } from '@/test/rejection';

type Fetch = typeof fetch;

/** A fetch that records its calls; `reply` decides each answer. */
function recordingFetch(reply: (init: RequestInit | undefined) => Promise<Response>) {
  const calls: { url: string; signal: AbortSignal | null | undefined }[] = [];
  const fetch: Fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, signal: init?.signal });
    return reply(init);
  };
  return { fetch, calls };
}

/** Like a real fetch with no answer: it only ends when its signal aborts. */
const hangUntilAborted = (init: RequestInit | undefined): Promise<Response> =>
  new Promise((_, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) reject(signal.reason as Error);
    signal?.addEventListener('abort', () => {
      reject(signal.reason as Error);
    });
  });

function serviceOver(fetch: Fetch) {
  return createContentService(
    createContentClient({
      url: 'https://db.test',
      anonKey: 'anon',
      fetch,
    }),
  );
}

const failure = (promise: Promise<unknown>) => rejectionOf(promise, ContentError);

const signal = () => new AbortController().signal;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a database that never answers', () => {
  it('fails a read with kind timeout after 15 s, not before', async () => {
    const { fetch, calls } = recordingFetch(hangUntilAborted);
    const outcome = failure(serviceOver(fetch).listPublishedPosts({}, signal()));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(error.message).toBe('The database did not answer within 15 s');
    expect(calls[0]?.signal?.aborted).toBe(true);
    // supabase-js does not retry a call its deadline ended.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it('ends even when the fetch ignores its signal', async () => {
    const { fetch } = recordingFetch(() => never());
    const outcome = failure(serviceOver(fetch).listProjects(signal()));
    await vi.advanceTimersByTimeAsync(15_000);
    expect((await outcome).kind).toBe('timeout');
  });

  it("keeps supabase-js's retries of a GET inside the same 15 s", async () => {
    // The first attempt fails at once (network), supabase-js waits 1 s, and the retry hangs:
    // the call ends 15 s after it started, not 1 s + 15 s.
    let attempt = 0;
    const { fetch, calls } = recordingFetch((init) =>
      ++attempt === 1 ? Promise.reject(new TypeError('fetch failed')) : hangUntilAborted(init),
    );
    const outcome = failure(serviceOver(fetch).listCategories(signal()));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    await vi.advanceTimersByTimeAsync(1);
    expect((await outcome).kind).toBe('timeout');
  });

  it('a gateway that is down fails as network once supabase-js stops retrying (7 s)', async () => {
    const { fetch, calls } = recordingFetch(() => Promise.reject(new TypeError('fetch failed')));
    const outcome = failure(serviceOver(fetch).listPortfolioTags(signal()));
    await vi.advanceTimersByTimeAsync(7_000);
    expect((await outcome).kind).toBe('network');
    expect(calls).toHaveLength(4);
  });

  it('the caller leaving is an abort, not a timeout', async () => {
    const { fetch } = recordingFetch(hangUntilAborted);
    const controller = new AbortController();
    const outcome = failure(serviceOver(fetch).getFeaturedPost(controller.signal));
    await vi.advanceTimersByTimeAsync(5_000);
    controller.abort();
    expect((await outcome).kind).toBe('aborted');
  });

  it('bounds writes too: a contact message that never arrives fails after 15 s', async () => {
    const { fetch, calls } = recordingFetch(hangUntilAborted);
    const message = {
      name: 'Ada',
      email: 'ada@example.com',
      projectType: 'youtube' as const,
      message: 'Hello',
    };
    const outcome = failure(serviceOver(fetch).submitContactMessage(message, 'proof', signal()));
    await vi.advanceTimersByTimeAsync(15_000);
    expect((await outcome).kind).toBe('timeout');
    expect(calls).toHaveLength(1); // a POST is never retried by supabase-js
  });
});
