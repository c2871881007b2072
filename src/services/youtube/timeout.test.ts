/**
 * Every request ends (docs/architecture.md, requests): each HTTP request of the YouTube client is
 * bounded by its own deadline, 15 s by default. Fake timers stand in for the clock; no test waits
 * for real.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import { deferred, never } from '@/test/deferred';
import { analyzeVideo } from '@/services/tools/video-analyzer/videoAnalysis';
import { withToolFailures } from '@/services/tool-kit/youtubeFailures';
import { createYouTubeClient } from './client';
import { fakeFetch, list, type FakeHandler, type FakeReply } from './fakeFetch.testkit';
import { collectItems } from './paging';

const signal = () => new AbortController().signal;

function client(handler: FakeHandler, options: { timeoutMs?: number } = {}) {
  const fetch = fakeFetch(handler);
  const yt = createYouTubeClient({
    apiBase: 'https://api.test/v3',
    apiKeys: ['k1', 'k2'],
    timedTextBase: 'https://captions.test/api/timedtext',
    fetch,
    cache: false,
    ...options,
  });
  return { yt, fetch };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a request that never answers', () => {
  it('fails with kind timeout after 15 s, not before, and is not retried', async () => {
    const { yt, fetch } = client(() => never<FakeReply>());
    const outcome = yt.videos({ ids: ['a'] }, ['snippet'], signal()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetch.requests).toHaveLength(1);
    expect(fetch.requests[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({
      name: 'YouTubeError',
      kind: 'timeout',
      reason: 'timeout',
      status: 0,
      resource: 'videos',
      message: 'The YouTube API did not answer within 15 s',
    });
    // The request itself was aborted, the same key was not asked again, no other key tried.
    expect(fetch.requests[0]?.signal.aborted).toBe(true);
    expect(fetch.requests.map((r) => r.key)).toEqual(['k1']);
    expect(yt.quota.units).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a body that stops arriving is cut off by the same deadline', async () => {
    const headersSent = deferred();
    const stalled = createYouTubeClient({
      apiBase: 'https://api.test/v3',
      apiKeys: ['k1'],
      cache: false,
      fetch: () => {
        headersSent.resolve();
        // Headers arrive at once; the body starts and never ends.
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"kind":'));
          },
        });
        return Promise.resolve(new Response(body, { status: 200 }));
      },
    });
    const outcome = stalled.channels({ id: 'UCx' }, ['snippet'], signal()).catch((e: unknown) => e);
    await headersSent.promise;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await outcome).toMatchObject({ kind: 'timeout', resource: 'channels' });
  });

  it('the caller leaving first is an abort, never shown as a timeout', async () => {
    const { yt } = client(() => never<FakeReply>());
    const controller = new AbortController();
    const outcome = yt.search({ q: 'x' }, controller.signal).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    controller.abort();
    expect(await outcome).toMatchObject({ kind: 'aborted' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('captions (timedtext) are bounded too', async () => {
    const { yt } = client(() => never<FakeReply>());
    const outcome = yt.transcript('abcdefghijk', signal()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await outcome).toMatchObject({ kind: 'timeout', resource: 'timedtext' });
  });

  it('the bound can be set per client', async () => {
    const { yt } = client(() => never<FakeReply>(), { timeoutMs: 5_000 });
    const outcome = yt.videos({ ids: ['a'] }, ['snippet'], signal()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await outcome).toMatchObject({
      kind: 'timeout',
      message: 'The YouTube API did not answer within 5 s',
    });
  });
});

describe('a long paged read is many bounded requests, not one long one', () => {
  /** A playlist of `pages` pages of 50, each page answering `delayMs` after it is asked for. */
  function slowPlaylist(pages: number, delayMs: number, hangOnPage?: number) {
    return client(({ params }) => {
      const page = params.pageToken ? Number(params.pageToken) : 1;
      if (page === hangOnPage) return never<FakeReply>();
      const items = Array.from({ length: 50 }, (_, i) => ({ id: `p${page}-${i}` }));
      const reply = list(items, page < pages ? { nextPageToken: String(page + 1) } : {});
      return new Promise<FakeReply>((resolve) => setTimeout(() => resolve(reply), delayMs));
    });
  }

  it('24 pages each taking 10 s: 240 s in all, and no page times out', async () => {
    const { yt, fetch } = slowPlaylist(24, 10_000);
    const outcome = collectItems(yt.playlistItems('PLhuge', {}, signal())).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(24 * 10_000);
    const items = await outcome;
    expect(items).toHaveLength(1_200);
    expect(fetch.requests).toHaveLength(24);
  });

  it('a page that hangs fails the read 15 s after it was asked for', async () => {
    const { yt, fetch } = slowPlaylist(24, 10_000, 3);
    const pages: number[] = [];
    const outcome = (async () => {
      for await (const page of yt.playlistItems('PLhuge', {}, signal())) pages.push(page.page);
    })().catch((e: unknown) => e);
    // Pages 1 and 2 take 20 s; page 3 is asked for then and given up on at 35 s.
    await vi.advanceTimersByTimeAsync(34_999);
    expect(pages).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'timeout', resource: 'playlistItems' });
    expect(fetch.requests).toHaveLength(3);
  });
});

describe('what the visitor reads', () => {
  it("a tool whose request hangs shows the timeout text after 15 s, with 'Try again'", async () => {
    const { yt } = client(() => never<FakeReply>());
    const run = withToolFailures(() =>
      yt.withMeter((metered) => analyzeVideo(metered, 'abcdefghijk', signal())),
    );
    const outcome = run.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15_000);
    const failure = await outcome;
    expect(failure).toBeInstanceOf(ToolFailure);
    expect(failure).toMatchObject({
      message: YOUTUBE_FAILURE_MESSAGES.timeout,
      retryable: true,
    });
  });
});
