import { afterEach, describe, expect, it, vi } from 'vitest';
import { createYouTubeClient } from './client';
import { apiError, fakeFetch, list, memoryStorage, type FakeReply } from './fakeFetch.testkit';

/** Tuesday 15 July 2025, 10:00 PDT: every test's clock, so no test depends on the real date. */
const TEN_AM_PACIFIC = Date.parse('2025-07-15T17:00:00Z');

const signal = () => new AbortController().signal;
const quotaExceeded = apiError(
  403,
  'quotaExceeded',
  'The request cannot be completed because you have exceeded your \u003ca href="/youtube/v3/getting-started#quota"\u003equota\u003c/a\u003e.',
);
const keyInvalid = apiError(400, 'keyInvalid', 'Bad Request');
const badKey = apiError(400, 'badRequest', 'API key not valid. Please pass a valid API key.');
/** The real answer for a key restricted to other sites (reason 'forbidden', ErrorInfo details). */
const referrerBlocked: FakeReply = {
  status: 403,
  body: {
    error: {
      code: 403,
      message: 'Requests from referer http://localhost:4173/ are blocked.',
      errors: [
        {
          message: 'Requests from referer http://localhost:4173/ are blocked.',
          domain: 'global',
          reason: 'forbidden',
        },
      ],
      status: 'PERMISSION_DENIED',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_HTTP_REFERRER_BLOCKED',
          domain: 'googleapis.com',
          metadata: { service: 'youtube.googleapis.com', httpReferrer: 'http://localhost:4173/' },
        },
      ],
    },
  },
};
const ipBlocked = apiError(
  403,
  'forbidden',
  'The provided API key has an IP address restriction. The originating IP address of the call (203.0.113.7) violates this restriction.',
);
const rateLimited = apiError(403, 'rateLimitExceeded', 'Rate Limit Exceeded');
/** The videos asked for, found. */
const found = (params: Record<string, string>) =>
  list((params.id ?? '').split(',').map((id) => ({ id, kind: 'youtube#video' })));

function client(replies: Record<string, FakeReply>, apiKeys = ['k1', 'k2', 'k3']) {
  const fetch = fakeFetch(({ key }) => replies[key ?? ''] ?? list([{ id: 'v', kind: 'x' }]));
  const storage = memoryStorage();
  const yt = createYouTubeClient({
    apiBase: 'https://api.test/v3',
    apiKeys,
    fetch,
    cache: { storage },
    now: () => TEN_AM_PACIFIC,
  });
  return { yt, fetch, storage };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('key rotation', () => {
  it.each([
    ['quotaExceeded', quotaExceeded],
    ['dailyLimitExceeded', apiError(403, 'dailyLimitExceeded')],
    ['keyInvalid', keyInvalid],
    ['a referrer restriction', referrerBlocked],
    ['an IP address restriction', ipBlocked],
    ['badRequest "API key not valid"', badKey],
  ])('retries the same request with the next key after %s', async (_, failure) => {
    const { yt, fetch } = client({ k1: failure });
    const result = await yt.videos({ ids: ['v'] }, ['snippet'], signal());
    expect(result).toHaveLength(1);
    expect(fetch.requests.map((r) => r.key)).toEqual(['k1', 'k2']);
    expect(fetch.requests[1]?.params).toEqual({ ...fetch.requests[0]?.params, key: 'k2' });
    expect(yt.quota.units).toBe(2); // the retry counts again
  });

  it('skips an exhausted key for the rest of the session', async () => {
    const { yt, fetch } = client({ k1: quotaExceeded });
    await yt.videos({ ids: ['a'] }, ['snippet'], signal());
    await yt.channels({ id: 'UCb' }, ['snippet'], signal());
    expect(fetch.requests.map((r) => r.key)).toEqual(['k1', 'k2', 'k2']);
  });

  it('all keys exhausted: throws the last error (kind quota), then sends nothing more', async () => {
    const { yt, fetch } = client({ k1: keyInvalid, k2: quotaExceeded, k3: quotaExceeded });
    const error = await yt.search({ q: 'x' }, signal()).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'YouTubeError',
      kind: 'quota',
      reason: 'quotaExceeded',
      status: 403,
      resource: 'search',
      message: 'The request cannot be completed because you have exceeded your quota.',
    });
    expect(fetch.requests.map((r) => r.key)).toEqual(['k1', 'k2', 'k3']);
    expect(yt.quota.units).toBe(300);

    await expect(yt.videos({ ids: ['a'] }, ['snippet'], signal())).rejects.toMatchObject({
      kind: 'quota',
    });
    expect(fetch.requests).toHaveLength(3);
    expect(yt.quota.units).toBe(300);
  });

  it('does not rotate on other errors', async () => {
    const { yt, fetch } = client({ k1: apiError(403, 'commentsDisabled') });
    await expect(yt.commentThreads('v', {}, signal()).next()).rejects.toMatchObject({
      kind: 'forbidden',
      reason: 'commentsDisabled',
    });
    expect(fetch.requests).toHaveLength(1);
  });

  it('no key configured: kind key, no request', async () => {
    const { yt, fetch } = client({}, []);
    await expect(yt.videos({ ids: ['a'] }, ['snippet'], signal())).rejects.toMatchObject({
      kind: 'key',
      reason: 'missingKey',
    });
    expect(fetch.requests).toHaveLength(0);
  });

  it('never puts a key in error messages or cache keys', async () => {
    const echo = apiError(400, 'keyInvalid', 'Key k1-secret is bad; k2-secret too');
    const { yt, storage } = client({ 'k1-secret': echo }, ['k1-secret', 'k2-secret']);
    await yt.videos({ ids: ['a'] }, ['snippet'], signal());
    const stored = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
    expect(stored).toHaveLength(1);
    expect(stored.join()).not.toContain('secret');

    const { yt: yt2 } = client({ 'k1-secret': echo }, ['k1-secret']);
    const error = await yt2.videos({ ids: ['a'] }, ['snippet'], signal()).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Key [key] is bad; k2-secret too');
  });
});

describe('the daily quota reset', () => {
  it('asks a key out of quota again from midnight Pacific Time, not before', async () => {
    let now = TEN_AM_PACIFIC;
    let k1OutOfQuota = true;
    const fetch = fakeFetch(({ key, params }) =>
      key === 'k1' && k1OutOfQuota ? quotaExceeded : found(params),
    );
    const yt = createYouTubeClient({
      apiBase: 'https://api.test/v3',
      apiKeys: ['k1', 'k2'],
      fetch,
      cache: false,
      now: () => now,
    });
    await yt.videos({ ids: ['a'] }, ['snippet'], signal());
    now = Date.parse('2025-07-16T06:59:59Z'); // 23:59:59 PDT
    await yt.videos({ ids: ['b'] }, ['snippet'], signal());
    now = Date.parse('2025-07-16T07:00:00Z'); // midnight PDT: the quota is back
    k1OutOfQuota = false;
    await yt.videos({ ids: ['c'] }, ['snippet'], signal());
    await yt.videos({ ids: ['d'] }, ['snippet'], signal());
    expect(fetch.requests.map((r) => r.key)).toEqual(['k1', 'k2', 'k2', 'k1', 'k1']);
  });

  it('every key out of quota: kind quota until the reset, then the keys work again', async () => {
    let now = Date.parse('2025-01-15T20:00:00Z'); // 12:00 PST
    let outOfQuota = true;
    const fetch = fakeFetch(({ params }) => (outOfQuota ? quotaExceeded : found(params)));
    const yt = createYouTubeClient({
      apiBase: 'https://api.test/v3',
      apiKeys: ['k1', 'k2'],
      fetch,
      cache: false,
      now: () => now,
    });
    await expect(yt.videos({ ids: ['a'] }, ['snippet'], signal())).rejects.toMatchObject({
      kind: 'quota',
    });
    now = Date.parse('2025-01-16T07:59:59Z'); // 23:59:59 PST: nothing is sent
    await expect(yt.videos({ ids: ['a'] }, ['snippet'], signal())).rejects.toMatchObject({
      kind: 'quota',
    });
    expect(fetch.requests).toHaveLength(2);
    now = Date.parse('2025-01-16T08:00:00Z'); // midnight PST
    outOfQuota = false;
    await expect(yt.videos({ ids: ['a'] }, ['snippet'], signal())).resolves.toHaveLength(1);
    expect(fetch.requests.map((r) => r.key)).toEqual(['k1', 'k2', 'k1']);
  });
});

describe('keys refused for their restrictions', () => {
  it('a key refused for its referrer is not asked again on this page, even a day later', async () => {
    let now = TEN_AM_PACIFIC;
    const fetch = fakeFetch(({ key, params }) => (key === 'k1' ? referrerBlocked : found(params)));
    const yt = createYouTubeClient({
      apiBase: 'https://api.test/v3',
      apiKeys: ['k1', 'k2'],
      fetch,
      cache: false,
      now: () => now,
    });
    await yt.videos({ ids: ['a'] }, ['snippet'], signal());
    now += 3 * 24 * 3_600_000;
    await yt.videos({ ids: ['b'] }, ['snippet'], signal());
    expect(fetch.requests.map((r) => r.key)).toEqual(['k1', 'k2', 'k2']);
  });

  it('every key refused: kind key with the API’s message, and nothing more is sent', async () => {
    const { yt, fetch } = client({ k1: referrerBlocked, k2: ipBlocked }, ['k1', 'k2']);
    await expect(yt.videos({ ids: ['a'] }, ['snippet'], signal())).rejects.toMatchObject({
      kind: 'key',
      status: 403,
      message: expect.stringContaining('IP address restriction') as string,
    });
    await expect(yt.videos({ ids: ['b'] }, ['snippet'], signal())).rejects.toMatchObject({
      kind: 'key',
    });
    expect(fetch.requests.map((r) => r.key)).toEqual(['k1', 'k2']);
  });
});

describe('rate limits', () => {
  /** Lets every answer already given reach the client: one real turn of the event loop. */
  const settle = () => vi.advanceTimersByTimeAsync(0);

  function limitedClient(handler: Parameters<typeof fakeFetch>[0], apiKeys = ['k1', 'k2']) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = fakeFetch(handler);
    const yt = createYouTubeClient({
      apiBase: 'https://api.test/v3',
      apiKeys,
      fetch,
      cache: false,
      now: () => TEN_AM_PACIFIC,
    });
    return { yt, fetch };
  }

  it('waits 1 s, then 2 s, and asks the same key again', async () => {
    let limited = 2;
    const { yt, fetch } = limitedClient(({ params }) =>
      limited-- > 0 ? rateLimited : found(params),
    );
    const call = yt.videos({ ids: ['a'] }, ['snippet'], signal());
    await settle();
    expect(fetch.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toHaveLength(1);
    expect(fetch.requests.map((r) => r.key)).toEqual(['k1', 'k1', 'k1']);
    expect(yt.quota.units).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still limited after the waits: this request goes on with the next key, which stays first', async () => {
    const { yt, fetch } = limitedClient(({ key, params }) =>
      key === 'k1' && fetch.requests.length <= 3 ? rateLimited : found(params),
    );
    const call = yt.videos({ ids: ['a'] }, ['snippet'], signal());
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(call).resolves.toHaveLength(1);
    expect(fetch.requests.map((r) => r.key)).toEqual(['k1', 'k1', 'k1', 'k2']);
    // A rate limit does not retire the key: the next request asks k1 first again.
    await expect(yt.videos({ ids: ['b'] }, ['snippet'], signal())).resolves.toHaveLength(1);
    expect(fetch.requests.map((r) => r.key)).toEqual(['k1', 'k1', 'k1', 'k2', 'k1']);
  });

  it('every key limited: kind rate-limit after bounded waits, retryable by the visitor', async () => {
    const { yt, fetch } = limitedClient(() => rateLimited, ['k1']);
    const call = yt.videos({ ids: ['a'] }, ['snippet'], signal());
    const outcome = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetch.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({
      name: 'YouTubeError',
      kind: 'rate-limit',
      reason: 'rateLimitExceeded',
      status: 403,
    });
    expect(fetch.requests).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['userRateLimitExceeded', apiError(403, 'userRateLimitExceeded')],
    ['HTTP 429', apiError(429, 'rateLimitExceeded')],
  ])('%s backs off the same way', async (_, reply) => {
    let limited = 1;
    const { yt, fetch } = limitedClient(({ params }) => (limited-- > 0 ? reply : found(params)));
    const call = yt.videos({ ids: ['a'] }, ['snippet'], signal());
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(call).resolves.toHaveLength(1);
    expect(fetch.requests.map((r) => r.key)).toEqual(['k1', 'k1']);
  });

  it('leaving the page during a wait stops at once: no further request, no timer left', async () => {
    const { yt, fetch } = limitedClient(() => rateLimited);
    const controller = new AbortController();
    const call = yt.videos({ ids: ['a'] }, ['snippet'], controller.signal);
    const outcome = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch.requests).toHaveLength(1);
    controller.abort();
    expect(await outcome).toMatchObject({ kind: 'aborted' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch.requests).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
