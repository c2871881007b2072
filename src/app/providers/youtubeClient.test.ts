/**
 * The prerendering build's own access to YouTube (src/build/prerender/buildYouTubeAccess.ts):
 * its key and fetch replace the site's, for the build's client only.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../env';

const config: AppConfig = {
  supabase: { source: 'live', url: 'https://db.test', anonKey: 'anon' },
  youtube: {
    source: 'live',
    apiBase: 'https://youtube.test/v3',
    apiKeys: ['browser-key'],
    timedTextBase: 'https://youtube.test/api/timedtext',
  },
  storefront: {
    source: 'live',
    apiBase: 'https://store.test/v1',
    token: 'ptkn_test',
    storeUrl: 'https://shop.test',
  },
  analytics: null,
};
vi.mock('../env', () => ({ appConfig: () => config }));

type Fetch = (url: string, init: { signal: AbortSignal }) => Promise<Response>;
const emptyList: Fetch = () =>
  Promise.resolve(new Response(JSON.stringify({ kind: 'k', etag: 'e', pageInfo: {}, items: [] })));

describe('youtubeClient with the build access', () => {
  it("asks with the build's key through the build's fetch", async () => {
    // A fresh module graph: the mock applies and the client is created here.
    vi.resetModules();
    const { setBuildYouTubeAccess, youtubeClient } = await import('./youtubeClient');
    const buildFetch = vi.fn<Fetch>(emptyList);
    const globalFetch = vi.fn<Fetch>(emptyList);
    vi.stubGlobal('fetch', globalFetch);
    setBuildYouTubeAccess({ apiKeys: ['server-key'], fetch: buildFetch });

    const client = await youtubeClient();
    await client.videos({ ids: 'dQw4w9WgXcQ' }, ['snippet'], new AbortController().signal);
    expect(buildFetch).toHaveBeenCalledTimes(1);
    expect(buildFetch.mock.calls[0]?.[0]).toContain('key=server-key');
    expect(globalFetch).not.toHaveBeenCalled();
    setBuildYouTubeAccess({});
  });
});
