import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, never } from '@/test/deferred';
import { createYouTubeClient } from './client';
import { apiError, fakeFetch, list, type FakeHandler, type FakeReply } from './fakeFetch.testkit';

/**
 * Far beyond the test's own timeout: a call can only settle in time by being aborted, so
 * reaching the rejection proves the abort worked, and the test's timeout is the deadline.
 */
const LONGER_THAN_THE_TEST = 10 * 60 * 1000;

function client(
  handler: FakeHandler,
  retry = { attempts: 1, delayMs: LONGER_THAN_THE_TEST },
  timeoutMs?: number,
) {
  const fetch = fakeFetch(handler);
  const yt = createYouTubeClient({
    apiBase: 'https://api.test',
    apiKeys: ['k'],
    fetch,
    retry,
    timeoutMs,
  });
  return { yt, fetch };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AbortSignal', () => {
  it('passes the signal to fetch (as is when the request has no deadline)', async () => {
    const { yt, fetch } = client(() => list([]), undefined, Number.POSITIVE_INFINITY);
    const controller = new AbortController();
    await yt.playlists({ channelId: 'UC' }, controller.signal);
    expect(fetch.requests[0]?.signal).toBe(controller.signal);
  });

  it("with the default deadline, fetch's signal aborts with the caller's", async () => {
    const inFlight = deferred();
    const { yt, fetch } = client(() => {
      inFlight.resolve();
      return never<FakeReply>();
    });
    const controller = new AbortController();
    const call = yt.playlists({ channelId: 'UC' }, controller.signal);
    await inFlight.promise;
    const sent = fetch.requests[0]?.signal;
    expect(sent?.aborted).toBe(false);
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    expect(sent?.aborted).toBe(true);
  });

  it('an already aborted signal rejects without a request', async () => {
    const { yt, fetch } = client(() => list([]));
    const controller = new AbortController();
    controller.abort();
    await expect(yt.search({ q: 'x' }, controller.signal)).rejects.toMatchObject({
      kind: 'aborted',
      status: 0,
    });
    await expect(yt.transcript('x', controller.signal)).rejects.toMatchObject({ kind: 'aborted' });
    expect(fetch.requests).toHaveLength(0);
  });

  it('aborting during a slow fetch that ignores the signal rejects promptly', async () => {
    const inFlight = deferred();
    // The answer never comes, and this fetch ignores its signal.
    const { yt, fetch } = client(() => {
      inFlight.resolve();
      return never<FakeReply>();
    });
    const controller = new AbortController();
    const call = yt.videos({ ids: ['a'] }, ['snippet'], controller.signal);
    await inFlight.promise;
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'YouTubeError', kind: 'aborted' });
    // The batch's fetch got a signal linked to the caller's, and it fired too.
    expect(fetch.requests[0]?.signal.aborted).toBe(true);
  });

  it('a real fetch rejecting with AbortError becomes kind aborted', async () => {
    const controller = new AbortController();
    const yt = createYouTubeClient({
      apiBase: 'https://api.test',
      apiKeys: ['k'],
      fetch: (_, init) =>
        new Promise((_resolve, reject) => {
          init.signal.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    });
    const call = yt.channels({ forHandle: 'x' }, ['snippet'], controller.signal);
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('aborting while waiting to retry a 5xx rejects promptly', async () => {
    // Fake timers only to see the client arm its retry wait; no fake time ever passes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // No request deadline, so the only timer is the retry wait.
    const { yt, fetch } = client(
      () => apiError(503, 'backendError'),
      undefined,
      Number.POSITIVE_INFINITY,
    );
    const controller = new AbortController();
    const call = yt.videos({ ids: ['a'] }, ['snippet'], controller.signal);
    await vi.waitUntil(() => vi.getTimerCount() === 1, { timeout: 10_000 });
    expect(fetch.requests).toHaveLength(1);
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    // The wait was cancelled: the retry will never be sent.
    expect(vi.getTimerCount()).toBe(0);
    expect(fetch.requests).toHaveLength(1);
  });

  it('aborting stops a paged iteration', async () => {
    const controller = new AbortController();
    const { yt, fetch } = client(() => list([{ id: 'x' }], { nextPageToken: 'next' }));
    const pages = yt.playlistItems('PL', {}, controller.signal);
    await pages.next();
    controller.abort();
    await expect(pages.next()).rejects.toMatchObject({ kind: 'aborted' });
    expect(fetch.requests).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retries a 5xx once with the same key, then succeeds', async () => {
    let calls = 0;
    const { yt, fetch } = client(
      () => (++calls === 1 ? apiError(500, 'backendError') : list([{ id: 'a' }])),
      { attempts: 1, delayMs: 1 },
    );
    expect(await yt.videos({ ids: ['a'] }, ['snippet'], new AbortController().signal)).toHaveLength(
      1,
    );
    expect(fetch.requests.map((r) => r.key)).toEqual(['k', 'k']);
    expect(yt.quota.units).toBe(2);
  });

  it('a network failure is kind network with status 0', async () => {
    const yt = createYouTubeClient({
      apiBase: 'https://api.test',
      apiKeys: ['k'],
      retry: { attempts: 0 },
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(
      yt.videos({ ids: ['a'] }, ['snippet'], new AbortController().signal),
    ).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('unreadable JSON is kind server', async () => {
    const { yt } = client(() => ({ text: '<html>' }));
    await expect(
      yt.videos({ ids: ['a'] }, ['snippet'], new AbortController().signal),
    ).rejects.toMatchObject({ kind: 'server', reason: 'invalidResponse' });
  });
});
