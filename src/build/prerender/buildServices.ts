import type { AppConfig } from '../../app/env/contract.ts';

export type ServiceId = 'database' | 'youtube' | 'storefront';

/** A real service the build reads while it prerenders, as its failure lines name it. */
export interface BuildService {
  id: ServiceId;
  /** 'the database (Supabase)' */
  name: string;
  /** The configured base address, as the owner set it. */
  address: string;
  /** Where its requests go: every URL starting with one of these is the service's. */
  bases: string[];
  /** What the owner should check when it fails: its variables, in words. */
  check: string;
}

/**
 * The configured (not sandboxed) services of a build. `buildKey`: whether YOUTUBE_BUILD_API_KEY
 * is given, so which YouTube key a failure points at.
 */
export function buildServices(
  config: AppConfig,
  { siteUrl, buildKey }: { siteUrl: string; buildKey: boolean },
): BuildService[] {
  const services: BuildService[] = [];
  const { supabase, youtube, storefront } = config;
  if (supabase.source === 'live') {
    services.push({
      id: 'database',
      name: 'the database (Supabase)',
      address: supabase.url,
      bases: [`${supabase.url}/`],
      check: 'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, and that the project is running',
    });
  }
  if (youtube.source === 'live') {
    services.push({
      id: 'youtube',
      name: 'the YouTube Data API',
      address: youtube.apiBase,
      bases: [`${youtube.apiBase}/`, youtube.timedTextBase],
      check: buildKey
        ? 'VITE_YOUTUBE_API_BASE and YOUTUBE_BUILD_API_KEY'
        : `VITE_YOUTUBE_API_BASE and VITE_YOUTUBE_API_KEYS (a key restricted to websites must ` +
          `allow ${siteUrl}/*; or give the build its own YOUTUBE_BUILD_API_KEY)`,
    });
  }
  if (storefront.source === 'live') {
    services.push({
      id: 'storefront',
      name: 'the storefront',
      address: storefront.apiBase,
      bases: [`${storefront.apiBase}/`],
      check: 'VITE_STOREFRONT_API_BASE and VITE_STOREFRONT_TOKEN',
    });
  }
  return services;
}
