import { describe, expect, it, vi } from 'vitest';
import type { BuildService } from './buildServices';
import { watchServiceFetches, type FetchWatch } from './fetchWatch';

const storefront: BuildService = {
  id: 'storefront',
  name: 'the storefront',
  address: 'https://shop.example/v1',
  bases: ['https://shop.example/v1/'],
  check: 'VITE_STOREFRONT_API_BASE and VITE_STOREFRONT_TOKEN',
};

/** Runs `test` with the fetch watch on, and always puts fetch back before the stub goes. */
async function watching(test: (watch: FetchWatch) => Promise<void>): Promise<void> {
  const watch = watchServiceFetches([storefront]);
  try {
    await test(watch);
  } finally {
    watch.stop();
  }
}

describe('watchServiceFetches', () => {
  it("notes each service's first failure, and passes every answer on unchanged", async () => {
    const answers = [
      new Response('{"message":"Unauthorized"}', { status: 401 }),
      new Response('{"message":"later"}', { status: 500 }),
    ];
    vi.stubGlobal('fetch', () => Promise.resolve(answers.shift()));
    await watching(async (watch) => {
      const first = await fetch('https://shop.example/v1/collections?storefront_token=t');
      await fetch(new URL('https://shop.example/v1/collections/all'));
      expect(await first.text()).toBe('{"message":"Unauthorized"}');
      expect(watch.take()).toEqual(
        new Map([['storefront', { kind: 'status', status: 401, detail: 'Unauthorized' }]]),
      );
      expect(watch.take().size).toBe(0);
    });
  });

  it('notes a request that got no answer and rejects as before', async () => {
    const refused = new TypeError('fetch failed', {
      cause: new Error('connect ECONNREFUSED 127.0.0.1:9'),
    });
    vi.stubGlobal('fetch', () => Promise.reject(refused));
    await watching(async (watch) => {
      await expect(fetch('https://shop.example/v1/collections')).rejects.toBe(refused);
      expect(watch.take().get('storefront')).toEqual({
        kind: 'unreachable',
        detail: 'connect ECONNREFUSED 127.0.0.1:9',
      });
    });
  });

  it("leaves other addresses (the build's own server) alone, and puts fetch back", async () => {
    const original = vi.fn(() => Promise.resolve(new Response('', { status: 404 })));
    vi.stubGlobal('fetch', original);
    const watch = watchServiceFetches([storefront]);
    await fetch('http://127.0.0.1:4173/sandbox/supabase/rest/v1/blog_posts');
    expect(watch.take().size).toBe(0);
    watch.stop();
    expect(globalThis.fetch).toBe(original);
  });
});
