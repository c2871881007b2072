import { describe, expect, it } from 'vitest';
import type { BuildService } from './buildServices';
import {
  networkFailure,
  postsFailureLine,
  serviceWarningLine,
  statusFailure,
} from './serviceFailure';

const database: BuildService = {
  id: 'database',
  name: 'the database (Supabase)',
  address: 'https://127.0.0.1:9',
  bases: ['https://127.0.0.1:9/'],
  check: 'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, and that the project is running',
};
const youtube: BuildService = {
  id: 'youtube',
  name: 'the YouTube Data API',
  address: 'https://www.googleapis.com/youtube/v3',
  bases: ['https://www.googleapis.com/youtube/v3/'],
  check: 'VITE_YOUTUBE_API_BASE and YOUTUBE_BUILD_API_KEY',
};

/** What Node's fetch rejects with when nothing listens at the address. */
function fetchFailed(cause: unknown): TypeError {
  return new TypeError('fetch failed', { cause });
}

describe('networkFailure', () => {
  it("reads the reason Node's fetch keeps in its cause", () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
      code: 'ECONNREFUSED',
    });
    expect(networkFailure(fetchFailed(refused), 3)).toEqual({
      kind: 'unreachable',
      detail: 'connect ECONNREFUSED 127.0.0.1:9',
    });
  });

  it('reads the first address of an AggregateError (every address of the host failed)', () => {
    const both = Object.assign(
      new AggregateError(
        [new Error('connect ECONNREFUSED ::1:9'), new Error('connect ECONNREFUSED 127.0.0.1:9')],
        '',
      ),
      { code: 'ECONNREFUSED' },
    );
    expect(networkFailure(fetchFailed(both), 3)).toEqual({
      kind: 'unreachable',
      detail: 'connect ECONNREFUSED ::1:9',
    });
  });

  it('calls an aborted request a timeout, in whole seconds', () => {
    expect(networkFailure(new DOMException('aborted', 'AbortError'), 15_020)).toEqual({
      kind: 'timeout',
      seconds: 15,
    });
  });
});

describe('statusFailure', () => {
  it("quotes Google's error message", () => {
    const body = JSON.stringify({
      error: { code: 403, message: 'Requests from referer <empty> are blocked.', errors: [] },
    });
    expect(statusFailure(403, body)).toEqual({
      kind: 'status',
      status: 403,
      detail: 'Requests from referer <empty> are blocked.',
    });
  });

  it("quotes PostgREST's message, and nothing from a body that is not JSON", () => {
    expect(statusFailure(401, '{"message":"Invalid API key"}')).toEqual({
      kind: 'status',
      status: 401,
      detail: 'Invalid API key',
    });
    expect(statusFailure(502, '<html>Bad gateway</html>')).toEqual({
      kind: 'status',
      status: 502,
      detail: '',
    });
  });
});

describe('the lines', () => {
  it('stops the build on the posts in one line: service, address, reason, what to check', () => {
    const line = postsFailureLine(database, {
      kind: 'unreachable',
      detail: 'connect ECONNREFUSED 127.0.0.1:9',
    });
    expect(line).toBe(
      'The build could not read the published posts: the database (Supabase) at ' +
        'https://127.0.0.1:9 could not be reached (connect ECONNREFUSED 127.0.0.1:9). Check ' +
        'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, and that the project is running.',
    );
  });

  it("names the client's error when no request failed", () => {
    expect(postsFailureLine(database, 'TypeError: something\nelse')).toContain(
      'at https://127.0.0.1:9 failed: TypeError: something else. Check',
    );
  });

  it('warns once per service with the pages that went without its data', () => {
    const line = serviceWarningLine(
      youtube,
      { kind: 'status', status: 400, detail: 'API key not valid.' },
      ['/portfolio'],
    );
    expect(line).toBe(
      'The YouTube Data API at https://www.googleapis.com/youtube/v3 answered 400 (API key not ' +
        'valid.): /portfolio prerendered without its data, which loads in the browser. Check ' +
        'VITE_YOUTUBE_API_BASE and YOUTUBE_BUILD_API_KEY.',
    );
    expect(line).not.toContain('\n');
  });

  it('cuts a long API message short', () => {
    const failure = statusFailure(500, JSON.stringify({ message: 'x'.repeat(500) }));
    expect(failure.kind === 'status' && failure.detail.length).toBe(160);
  });
});
