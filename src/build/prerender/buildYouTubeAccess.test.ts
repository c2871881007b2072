import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../app/env/contract';
import { buildYouTubeAccess, fetchWithReferer } from './buildYouTubeAccess';

const live: AppConfig['youtube'] = {
  source: 'live',
  apiBase: 'https://www.googleapis.com/youtube/v3',
  apiKeys: ['browser-key'],
  timedTextBase: 'https://www.youtube.com/api/timedtext',
};
const site = { siteUrl: 'https://jordanvale.studio' };

describe('buildYouTubeAccess', () => {
  it('uses YOUTUBE_BUILD_API_KEY in place of the browser keys when given', () => {
    expect(buildYouTubeAccess(live, { ...site, buildKey: ' server-key ' })?.apiKeys).toEqual([
      'server-key',
    ]);
  });

  it("keeps the site's keys without one", () => {
    expect(buildYouTubeAccess(live, { ...site, buildKey: undefined })?.apiKeys).toBeUndefined();
    expect(buildYouTubeAccess(live, { ...site, buildKey: '  ' })?.apiKeys).toBeUndefined();
  });

  it("sends the site's address as Referer, as a key restricted to the site expects", async () => {
    const send = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', send);
    const access = buildYouTubeAccess(live, { ...site, buildKey: undefined });
    const signal = new AbortController().signal;
    await access?.fetch('https://www.googleapis.com/youtube/v3/videos?id=x&key=k', { signal });
    expect(send).toHaveBeenCalledWith('https://www.googleapis.com/youtube/v3/videos?id=x&key=k', {
      signal,
      headers: { Referer: 'https://jordanvale.studio/' },
    });
  });

  it('changes nothing on the sandbox', () => {
    const sandbox: AppConfig['youtube'] = { ...live, source: 'sandbox' };
    expect(buildYouTubeAccess(sandbox, { ...site, buildKey: 'server-key' })).toBeUndefined();
  });
});

describe('fetchWithReferer', () => {
  it('sends the header with the given fetch', async () => {
    const send = vi.fn(() => Promise.resolve(new Response('')));
    const signal = new AbortController().signal;
    await fetchWithReferer('https://a.example/', send)('https://b.example/x', { signal });
    expect(send).toHaveBeenCalledWith('https://b.example/x', {
      signal,
      headers: { Referer: 'https://a.example/' },
    });
  });
});
