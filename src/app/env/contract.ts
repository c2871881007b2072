/**
 * The env contract (docs/architecture.md, env): Vite build-time variables, parsed and validated
 * once. Each external service is configured as a group: either every required variable of the group
 * is set (the real service), or none is (the offline sandbox on the site's own origin). A group
 * set halfway is an error, never a silent fallback.
 */

export type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

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

export type ServiceSource = 'sandbox' | 'live';

/** Privacy-friendly analytics (no cookies, no personal data); which attribute names the site. */
export const ANALYTICS_PROVIDERS = ['plausible', 'umami'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  /** The provider's script, https. */
  scriptUrl: string;
  /** Plausible's domain or Umami's website id. */
  siteId: string;
}

export interface AppConfig {
  supabase: { source: ServiceSource; url: string; anonKey: string };
  youtube: { source: ServiceSource; apiBase: string; apiKeys: string[]; timedTextBase: string };
  storefront: { source: ServiceSource; apiBase: string; token: string; storeUrl: string };
  /** Optional, and never in the sandbox: null unless configured. */
  analytics: AnalyticsConfig | null;
}

export type ParseResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

interface Group {
  service: string;
  required: readonly string[];
}

const groups = {
  supabase: { service: 'Supabase', required: ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] },
  youtube: { service: 'YouTube Data API', required: ['VITE_YOUTUBE_API_KEYS'] },
  storefront: {
    service: 'Storefront',
    required: ['VITE_STOREFRONT_API_BASE', 'VITE_STOREFRONT_TOKEN', 'VITE_STORE_URL'],
  },
} satisfies Record<Exclude<keyof AppConfig, 'analytics'>, Group>;

const analyticsGroup: Group = {
  service: 'Analytics',
  required: ['VITE_ANALYTICS_SCRIPT_URL', 'VITE_ANALYTICS_SITE_ID'],
};

/** The analytics settings, or null when none are set (the sandbox never has analytics). */
function parseAnalytics(env: RawEnv, problems: string[]): AnalyticsConfig | null {
  if (sourceOf(env, analyticsGroup, problems) === 'sandbox') return null;
  const scriptUrl = read(env, 'VITE_ANALYTICS_SCRIPT_URL') ?? '';
  if (!scriptUrl.startsWith('https://')) {
    problems.push(`VITE_ANALYTICS_SCRIPT_URL must be an https URL, got '${scriptUrl}'.`);
  }
  const provider = read(env, 'VITE_ANALYTICS_PROVIDER') ?? 'plausible';
  const known = ANALYTICS_PROVIDERS.find((name) => name === provider);
  if (!known) {
    problems.push(
      `VITE_ANALYTICS_PROVIDER must be one of ${ANALYTICS_PROVIDERS.join(', ')}, got '${provider}'.`,
    );
  }
  return {
    provider: known ?? 'plausible',
    scriptUrl,
    siteId: read(env, 'VITE_ANALYTICS_SITE_ID') ?? '',
  };
}

function read(env: RawEnv, name: string): string | undefined {
  const value = env[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** 'sandbox' when the group is wholly unset, 'live' when complete; otherwise a problem. */
function sourceOf(env: RawEnv, { service, required }: Group, problems: string[]): ServiceSource {
  const missing = required.filter((name) => read(env, name) === undefined);
  if (missing.length === required.length) return 'sandbox';
  if (missing.length > 0) {
    problems.push(
      `${service}: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing ` +
        `(set all of ${required.join(', ')} for the real service, or none for the offline sandbox).`,
    );
  }
  return 'live';
}

function checkUrl(value: string, name: string, problems: string[]): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
  } catch {
    problems.push(`${name} must be an absolute http(s) URL, got '${value}'.`);
  }
  return value.replace(/\/+$/, '');
}

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
            url: checkUrl(value('VITE_SUPABASE_URL'), 'VITE_SUPABASE_URL', problems),
            anonKey: value('VITE_SUPABASE_ANON_KEY'),
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
            apiBase: checkUrl(
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
            apiBase: checkUrl(
              value('VITE_STOREFRONT_API_BASE'),
              'VITE_STOREFRONT_API_BASE',
              problems,
            ),
            token: value('VITE_STOREFRONT_TOKEN'),
            storeUrl: checkUrl(value('VITE_STORE_URL'), 'VITE_STORE_URL', problems),
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
