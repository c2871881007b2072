import { describe, expect, it } from 'vitest';
import { NoTranscriptError, toYouTubeError, YouTubeError } from './errors';

const body = (code: number, reason: string, message = 'msg', details?: { reason: string }[]) => ({
  error: { code, message, errors: [{ message, domain: 'd', reason }], details },
});

describe('toYouTubeError', () => {
  it.each([
    [403, 'quotaExceeded', 'quota'],
    [403, 'dailyLimitExceeded', 'quota'],
    [403, 'rateLimitExceeded', 'rate-limit'],
    [403, 'userRateLimitExceeded', 'rate-limit'],
    [429, 'rateLimitExceeded', 'rate-limit'],
    [400, 'keyInvalid', 'key'],
    [403, 'ipRefererBlocked', 'key'],
    [403, 'accessNotConfigured', 'key'],
    [403, 'commentsDisabled', 'forbidden'],
    [403, 'playlistItemsNotAccessible', 'forbidden'],
    [403, 'forbidden', 'forbidden'],
    [404, 'videoNotFound', 'not-found'],
    [404, 'playlistNotFound', 'not-found'],
    [404, 'channelNotFound', 'not-found'],
    [404, 'videoCategoryNotFound', 'not-found'],
    [400, 'invalidPageToken', 'bad-request'],
    [400, 'invalidSearchFilter', 'bad-request'],
    [400, 'unknownPart', 'bad-request'],
    [500, 'backendError', 'server'],
    [503, 'backendError', 'server'],
  ] as const)('%i %s → %s', (status, reason, kind) => {
    const error = toYouTubeError(status, body(status, reason), 'videos');
    expect(error).toBeInstanceOf(YouTubeError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ kind, reason, status, resource: 'videos', message: 'msg' });
  });

  it('badRequest is a key error only when the message says the key is not valid', () => {
    const invalid = body(400, 'badRequest', 'API key not valid. Please pass a valid API key.');
    expect(toYouTubeError(400, invalid, 'search').kind).toBe('key');
    expect(toYouTubeError(400, body(400, 'badRequest'), 'search').kind).toBe('bad-request');
  });

  it('gateway details API_KEY_INVALID / API_KEY_SERVICE_BLOCKED mean the key', () => {
    const blocked = body(403, 'forbidden', 'blocked', [{ reason: 'API_KEY_SERVICE_BLOCKED' }]);
    expect(toYouTubeError(403, blocked, 'search').kind).toBe('key');
  });

  it('a key refused for its referrer or IP restriction is a key error', () => {
    // The current gateway answer: reason 'forbidden', the restriction named in the details.
    const referrer = body(
      403,
      'forbidden',
      'Requests from referer https://site.example/ are blocked.',
      [{ reason: 'API_KEY_HTTP_REFERRER_BLOCKED' }],
    );
    expect(toYouTubeError(403, referrer, 'videos')).toMatchObject({
      kind: 'key',
      reason: 'forbidden',
      status: 403,
    });
    const ip = body(403, 'forbidden', 'blocked', [{ reason: 'API_KEY_IP_ADDRESS_BLOCKED' }]);
    expect(toYouTubeError(403, ip, 'videos').kind).toBe('key');
    // The same refusals without details, as older answers read.
    for (const message of [
      'Requests from referer <empty> are blocked.',
      'The provided API key has an IP address restriction. The originating IP address of the call (203.0.113.7) violates this restriction.',
      'There is a per-IP or per-Referer restriction configured on your API key and the request does not match these restrictions.',
    ]) {
      expect(toYouTubeError(403, body(403, 'forbidden', message), 'videos').kind).toBe('key');
    }
    // Any other 403 'forbidden' stays forbidden.
    expect(toYouTubeError(403, body(403, 'forbidden', 'Forbidden'), 'videos').kind).toBe(
      'forbidden',
    );
  });

  it('strips the HTML of API messages and survives bodies that are not JSON errors', () => {
    const html = body(
      404,
      'playlistNotFound',
      'The \u003ccode\u003eplaylistId\u003c/code\u003e isn&#39;t found.',
    );
    expect(toYouTubeError(404, html, 'playlistItems').message).toBe("The playlistId isn't found.");
    expect(toYouTubeError(502, undefined, 'videos')).toMatchObject({
      kind: 'server',
      reason: 'http502',
      message: 'HTTP 502',
    });
    expect(toYouTubeError(404, 'nope', 'videos').kind).toBe('not-found');
  });

  it('NoTranscriptError has kind no-transcript', () => {
    const error = new NoTranscriptError('abc');
    expect(error).toBeInstanceOf(YouTubeError);
    expect(error).toMatchObject({ kind: 'no-transcript', videoId: 'abc', resource: 'timedtext' });
  });
});
