import { describe, expect, it } from 'vitest';
import { createYouTubeClient, type YouTubeClientOptions } from './client';
import { apiError, fakeFetch, list, memoryStorage, type FakeHandler } from './fakeFetch.testkit';

const signal = () => new AbortController().signal;

function setup(handler: FakeHandler, options: Partial<YouTubeClientOptions> = {}) {
  const fetch = fakeFetch(handler);
  let time = 1_000;
  const clock = { advance: (ms: number) => (time += ms) };
  const yt = createYouTubeClient({
    apiBase: 'https://api.test',
    apiKeys: ['k'],
    fetch,
    now: () => time,
    retry: { attempts: 0 },
    ...options,
  });
  return { yt, fetch, clock };
}

describe('cache', () => {
  it('a hit sends no request and costs no quota, whatever the parameter order', async () => {
    const { yt, fetch } = setup(() => list([{ id: 'a' }]));
    const first = await yt.search({ q: 'x', type: 'video', maxResults: 10 }, signal());
    const meter = yt.startMeter();
    const second = await yt.search({ maxResults: 10, type: 'video', q: 'x' }, signal());
    expect(second).toEqual(first);
    expect(fetch.requests).toHaveLength(1);
    expect(meter.units).toBe(0);
    expect(yt.quota.units).toBe(100);
  });

  it('returned objects are copies: mutating one does not poison the cache', async () => {
    const { yt } = setup(() => list([{ id: 'a', snippet: { title: 't' } }]));
    const [first] = await yt.videos({ ids: ['a'] }, ['snippet'], signal());
    if (first) first.id = 'changed';
    const [second] = await yt.videos({ ids: ['a'] }, ['snippet'], signal());
    expect(second?.id).toBe('a');
  });

  it('expires after the TTL (default 10 minutes)', async () => {
    const { yt, fetch, clock } = setup(() => list([]));
    await yt.channels({ forHandle: 'h' }, ['snippet'], signal());
    clock.advance(10 * 60 * 1000 - 1);
    await yt.channels({ forHandle: 'h' }, ['snippet'], signal());
    expect(fetch.requests).toHaveLength(1);
    clock.advance(1);
    await yt.channels({ forHandle: 'h' }, ['snippet'], signal());
    expect(fetch.requests).toHaveLength(2);
  });

  it('honours a custom TTL and can be switched off', async () => {
    const short = setup(() => list([]), { cache: { ttlMs: 1000 } });
    await short.yt.videoCategories(['1'], signal());
    short.clock.advance(1000);
    await short.yt.videoCategories(['1'], signal());
    expect(short.fetch.requests).toHaveLength(2);

    const none = setup(() => list([]), { cache: false });
    await none.yt.videoCategories(['1'], signal());
    await none.yt.videoCategories(['1'], signal());
    expect(none.fetch.requests).toHaveLength(2);
  });

  it('persists in sessionStorage across clients, as JSON', async () => {
    const storage = memoryStorage();
    const a = setup(() => list([{ id: 'v1' }]), { cache: { storage } });
    await a.yt.videos({ ids: ['v1'] }, ['snippet'], signal());
    expect(storage.length).toBe(1);
    const raw = storage.getItem(storage.key(0) ?? '') ?? '';
    expect(JSON.parse(raw)).toMatchObject({ expiresAt: 1000 + 600_000 });

    const b = setup(() => list([]), { cache: { storage } });
    const result = await b.yt.videos({ ids: ['v1'] }, ['snippet'], signal());
    expect(result.map((v) => v.id)).toEqual(['v1']);
    expect(b.fetch.requests).toHaveLength(0);
    expect(b.yt.quota.units).toBe(0);
  });

  it('ignores broken storage entries and a failing storage', async () => {
    const storage = memoryStorage();
    const broken = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { yt, fetch } = setup(() => list([{ id: 'v' }]), { cache: { storage: broken } });
    await yt.videos({ ids: ['v'] }, ['snippet'], signal());
    await yt.videos({ ids: ['v'] }, ['snippet'], signal()); // memory still serves
    expect(fetch.requests).toHaveLength(1);
    expect(storage.length).toBe(0);
  });

  it('does not cache errors', async () => {
    let calls = 0;
    const { yt, fetch } = setup(() => (++calls === 1 ? apiError(404, 'videoNotFound') : list([])));
    await expect(yt.commentThreads('v', {}, signal()).next()).rejects.toMatchObject({
      kind: 'not-found',
    });
    await yt.commentThreads('v', {}, signal()).next();
    expect(fetch.requests).toHaveLength(2);
  });
});
