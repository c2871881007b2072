import type { YouTubeClient } from '@/services/youtube';
import { appConfig } from '../env';

let client: Promise<YouTubeClient> | undefined;

/**
 * The YouTube Data API client, created on first use from the env contract (`appConfig().youtube`:
 * API base, up to three keys, captions endpoint). One client per page load, so its response
 * cache and quota meter are shared by every screen that reads the platform.
 */
export function youtubeClient(): Promise<YouTubeClient> {
  client ??= import('@/services/youtube').then(({ createYouTubeClient }) => {
    const { apiBase, apiKeys, timedTextBase } = appConfig().youtube;
    return createYouTubeClient({ apiBase, apiKeys, timedTextBase });
  });
  return client;
}
