import type { YouTubeClient, YouTubeClientOptions } from '@/services/youtube';
import { appConfig } from '../env';
import { lazyService } from './lazyService';

type BuildOverrides = Pick<YouTubeClientOptions, 'apiKeys' | 'fetch'>;

let buildOverrides: Partial<BuildOverrides> = {};

/**
 * While the build prerenders pages in Node (src/build/prerender), it reads YouTube with its own
 * key and the site's address as Referer; set before the client's first use. Never called in a
 * browser.
 */
export function setBuildYouTubeAccess(overrides: Partial<BuildOverrides>): void {
  buildOverrides = overrides;
}

/**
 * The YouTube Data API client, created on first use from the env contract (`appConfig().youtube`:
 * API base, up to three keys, captions endpoint). One client per page load, so its response
 * cache, quota meter and key pool are shared by every screen that reads the platform; a failed
 * download of the client's module is retried on the next use.
 */
export const youtubeClient: () => Promise<YouTubeClient> = lazyService(() =>
  import('@/services/youtube').then(({ createYouTubeClient }) => {
    const { apiBase, apiKeys, timedTextBase } = appConfig().youtube;
    return createYouTubeClient({
      apiBase,
      timedTextBase,
      apiKeys: buildOverrides.apiKeys ?? apiKeys,
      ...(buildOverrides.fetch ? { fetch: buildOverrides.fetch } : {}),
    });
  }),
);
