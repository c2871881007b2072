import type { YouTubeClient } from '@/services/youtube';
import { appConfig } from '../env';
import { lazyService } from './lazyService';

/**
 * The YouTube Data API client, created on first use from the env contract (`appConfig().youtube`:
 * API base, up to three keys, captions endpoint). One client per page load, so its response
 * cache, quota meter and key pool are shared by every screen that reads the platform; a failed
 * download of the client's module is retried on the next use.
 */
export const youtubeClient: () => Promise<YouTubeClient> = lazyService(() =>
  import('@/services/youtube').then(({ createYouTubeClient }) => {
    const { apiBase, apiKeys, timedTextBase } = appConfig().youtube;
    return createYouTubeClient({ apiBase, apiKeys, timedTextBase });
  }),
);
