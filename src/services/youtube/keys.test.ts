// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createYouTubeClient } from './client';
import { apiError, fakeFetch, list, memoryStorage, type FakeReply } from './fakeFetch.testkit';

const signal = () => new AbortController().signal;
const quotaExceeded = apiError(
  403,
  'quotaExceeded',
  'The request cannot be completed because you have exceeded your \u003ca href="/youtube/v3/getting-started#quota"\u003equota\u003c/a\u003e.',
);
const keyInvalid = apiError(400, 'keyInvalid', 'Bad Request');
const badKey = apiError(400, 'badRequest', 'API key not valid. Please pass a valid API key.');

function client(replies: Record<string, FakeReply>, apiKeys = ['k1', 'k2', 'k3']) {
  const fetch = fakeFetch(({ key }) => replies[key ?? ''] ?? list([{ id: 'v', kind: 'x' }]));
  const storage = memoryStorage();
  const yt = createYouTubeClient({
    apiBase: 'https://api.test/v3',
    apiKeys,
    fetch,
    cache: { storage },
  });
  return { yt, fetch, storage };
}

describe('key rotation', () => {
  it.each([
    ['quotaExceeded', quotaExceeded],
    ['dailyLimitExceeded', apiError(403, 'dailyLimitExceeded')],
    ['rateLimitExceeded', apiError(403, 'rateLimitExceeded')],
    ['keyInvalid', keyInvalid],
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
