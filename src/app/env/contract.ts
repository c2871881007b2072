/**
 * The env contract (docs/architecture.md, env): Vite build-time variables, parsed and validated
 * once. Each external service is configured as a group: either every required variable of the group
 * is set (the real service), or none is (the offline sandbox on the site's own origin). A group
 * set halfway is an error, never a silent fallback. Addresses are https (http only on this
 * machine) and the Supabase key a public one.
 */
import { parseAnalytics, type AnalyticsConfig } from './analyticsEnv.ts';
import { read, sourceOf, type Group, type RawEnv, type ServiceSource } from './groups.ts';
import { checkServiceUrl } from './serviceUrl.ts';
import { checkSupabaseKey } from './supabaseKey.ts';

export { ANALYTICS_PROVIDERS } from './analyticsEnv.ts';
export type { AnalyticsConfig, AnalyticsProvider } from './analyticsEnv.ts';
export type { RawEnv, ServiceSource } from './groups.ts';

export const YOUTUBE_OFFICIAL_API_BASE = 'https://www.googleapis.com/youtube/v3';
/** Captions (srv3); not part of the Data API, so it has no key and no variable of its own. */
export const YOUTUBE_TIMEDTEXT_BASE = 'https://www.youtube.com/api/timedtext';
export const MAX_YOUTUBE_KEYS = 3;

/** Fixed sandbox addresses and keys (docs/architecture.md, sandbox). */
export const sandboxDefaults = {
  supabasePath: '/sandbox/supabase',
  supabaseAnonKey: 'sandbox-anon-key',
  youtubePath: '/sandbox/youtube/v3',
  youtubeTimedTextPath: '/sandbox/youtube/api/timedtext',
  youtubeKey: 'sandbox-key',
  storefrontPath: '/sandbox/storefront/v1',
  storefrontToken: 'ptkn_sandbox',
  storePath: '/sandbox/store',
} as const;

export interface AppConfig {
  supabase: { source: ServiceSource; url: string; anonKey: string };
  youtube: { source: ServiceSource; apiBase: string; apiKeys: string[]; timedTextBase: string };
  storefront: { source: ServiceSource; apiBase: string; token: string; storeUrl: string };
  /** Optional, and never in the sandbox: null unless configured. */
  analytics: AnalyticsConfig | null;
}

export type ParseResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

const groups = {
  supabase: { service: 'Supabase', required: ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] },
  youtube: { service: 'YouTube Data API', required: ['VITE_YOUTUBE_API_KEYS'] },
  storefront: {
    service: 'Storefront',
    required: ['VITE_STOREFRONT_API_BASE', 'VITE_STOREFRONT_TOKEN', 'VITE_STORE_URL'],
  },
} satisfies Record<Exclude<keyof AppConfig, 'analytics'>, Group>;

function splitKeys(value: string, problems: string[]): string[] {
  const keys = value
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.length > MAX_YOUTUBE_KEYS) {
    problems.push(`VITE_YOUTUBE_API_KEYS holds ${keys.length} keys; at most ${MAX_YOUTUBE_KEYS}.`);
  }
  return keys.slice(0, MAX_YOUTUBE_KEYS);
}

/**
 * Parses the build's variables into the app's configuration. `origin` is where the site runs
 * (window.location.origin); sandbox addresses are on that origin.
 */
export function parseEnv(env: RawEnv, origin: string): ParseResult {
  const problems: string[] = [];
  const value = (name: string) => read(env, name) ?? '';

  const supabaseSource = sourceOf(env, groups.supabase, problems);
  const youtubeSource = sourceOf(env, groups.youtube, problems);
  const storefrontSource = sourceOf(env, groups.storefront, problems);

  const config: AppConfig = {
    supabase:
      supabaseSource === 'live'
        ? {
            source: 'live',
            url: checkServiceUrl(value('VITE_SUPABASE_URL'), 'VITE_SUPABASE_URL', problems),
            anonKey: checkSupabaseKey(value('VITE_SUPABASE_ANON_KEY'), problems),
          }
        : {
            source: 'sandbox',
            url: origin + sandboxDefaults.supabasePath,
            anonKey: sandboxDefaults.supabaseAnonKey,
          },
    youtube:
      youtubeSource === 'live'
        ? {
            source: 'live',
            apiBase: checkServiceUrl(
              read(env, 'VITE_YOUTUBE_API_BASE') ?? YOUTUBE_OFFICIAL_API_BASE,
              'VITE_YOUTUBE_API_BASE',
              problems,
            ),
            apiKeys: splitKeys(value('VITE_YOUTUBE_API_KEYS'), problems),
            timedTextBase: YOUTUBE_TIMEDTEXT_BASE,
          }
        : {
            source: 'sandbox',
            apiBase: origin + sandboxDefaults.youtubePath,
            apiKeys: [sandboxDefaults.youtubeKey],
            timedTextBase: origin + sandboxDefaults.youtubeTimedTextPath,
          },
    storefront:
      storefrontSource === 'live'
        ? {
            source: 'live',
            apiBase: checkServiceUrl(
              value('VITE_STOREFRONT_API_BASE'),
              'VITE_STOREFRONT_API_BASE',
              problems,
            ),
            token: value('VITE_STOREFRONT_TOKEN'),
            storeUrl: checkServiceUrl(value('VITE_STORE_URL'), 'VITE_STORE_URL', problems),
          }
        : {
            source: 'sandbox',
            apiBase: origin + sandboxDefaults.storefrontPath,
            token: sandboxDefaults.storefrontToken,
            storeUrl: origin + sandboxDefaults.storePath,
          },
    analytics: parseAnalytics(env, problems),
  };

  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}

/** Services that would fall back to the sandbox: worth a loud line in a production build. */
export function sandboxedServices(config: AppConfig): string[] {
  return (Object.keys(groups) as (keyof typeof groups)[])
    .filter((key) => config[key].source === 'sandbox')
    .map((key) => groups[key].service);
}
