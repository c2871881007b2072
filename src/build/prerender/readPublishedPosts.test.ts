import { describe, expect, it } from 'vitest';
import { BuildStop } from '../env/buildStop';
import type { BuildService, ServiceId } from './buildServices';
import type { FetchWatch } from './fetchWatch';
import { readPublishedPosts } from './readPublishedPosts';
import type * as Renderer from './renderPage';
import type { ServiceFailure } from './serviceFailure';

const database: BuildService = {
  id: 'database',
  name: 'the database (Supabase)',
  address: 'https://abc.supabase.co',
  bases: ['https://abc.supabase.co/'],
  check: 'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, and that the project is running',
};
const failing = { publishedPosts: () => Promise.reject(new Error('TypeError: fetch failed')) };
const renderer = failing as unknown as typeof Renderer;

/** A watch that saw `failure` while the posts were read (after the reset at the start). */
function watchSeeing(failure?: ServiceFailure): FetchWatch {
  let calls = 0;
  return {
    take: () =>
      new Map<ServiceId, ServiceFailure>(calls++ > 0 && failure ? [['database', failure]] : []),
    stop: () => {},
  };
}

describe('readPublishedPosts', () => {
  it('stops the build in one line when the database cannot be reached', async () => {
    const watch = watchSeeing({
      kind: 'unreachable',
      detail: 'getaddrinfo ENOTFOUND abc.supabase.co',
    });
    const read = readPublishedPosts(renderer, { watch, database, timeoutMs: 1000 });
    await expect(read).rejects.toBeInstanceOf(BuildStop);
    await expect(read).rejects.toThrow(
      'The build could not read the published posts: the database (Supabase) at ' +
        'https://abc.supabase.co could not be reached (getaddrinfo ENOTFOUND abc.supabase.co). ' +
        'Check VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, and that the project is running.',
    );
  });

  it("names the client's error when no request failed", async () => {
    const read = readPublishedPosts(renderer, { watch: watchSeeing(), database, timeoutMs: 1000 });
    await expect(read).rejects.toThrow(
      'at https://abc.supabase.co failed: TypeError: fetch failed.',
    );
  });

  it("keeps the sandbox's own error as it is (a bug of the build, not a setting)", async () => {
    const read = readPublishedPosts(renderer, { watch: watchSeeing(), timeoutMs: 1000 });
    await expect(read).rejects.not.toBeInstanceOf(BuildStop);
  });
});
