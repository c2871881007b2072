/**
 * The optional analytics settings of the env contract: a privacy-friendly script (no cookies, no
 * personal data), which the Content-Security-Policy allows by its exact URL, and the hash of it
 * the browser checks (Subresource Integrity) when the owner gives one.
 */
import { read, sourceOf, type Group, type RawEnv } from './groups.ts';

/** Which attribute names the site: Plausible's `data-domain`, Umami's `data-website-id`. */
export const ANALYTICS_PROVIDERS = ['plausible', 'umami'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  /** The provider's script, https. */
  scriptUrl: string;
  /** Plausible's domain or Umami's website id. */
  siteId: string;
  /** The script's `integrity` (`sha384-…`), or null to load it unchecked. */
  integrity: string | null;
}

const analyticsGroup: Group = {
  service: 'Analytics',
  required: ['VITE_ANALYTICS_SCRIPT_URL', 'VITE_ANALYTICS_SITE_ID'],
};

/**
 * Why `value` cannot name one script in the Content-Security-Policy, or null when it can: a
 * source matches a host, or a folder, or a file, but never a query.
 */
function whyNotExact(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an address';
  }
  if (url.protocol !== 'https:') return 'is not https';
  if (value.includes('*')) return 'has a wildcard';
  if (url.username || url.password) return 'has a user name or password';
  if (url.search || url.hash || /[?#]/.test(value)) return 'has a query or fragment';
  if (url.pathname.endsWith('/')) return 'names a host or folder, not the script';
  if (/[;,]/.test(url.pathname)) return 'has a ; or , (they would end the policy entry)';
  return null;
}

/** Base64 lengths of a SHA-256, -384 and -512 digest. */
const DIGEST_LENGTHS: Record<string, number> = { '256': 44, '384': 64, '512': 88 };

/** Whether `value` is an `integrity` value: one or more `sha256|384|512-<base64 digest>`. */
function isIntegrity(value: string): boolean {
  return value.split(/\s+/).every((token) => {
    const match = /^sha(256|384|512)-([A-Za-z0-9+/]+={0,2})$/.exec(token);
    return match !== null && match[2]?.length === DIGEST_LENGTHS[match[1] ?? ''];
  });
}

function parseIntegrity(env: RawEnv, problems: string[]): string | null {
  const integrity = read(env, 'VITE_ANALYTICS_SCRIPT_SRI');
  if (integrity === undefined) return null;
  if (!isIntegrity(integrity)) {
    problems.push(
      `VITE_ANALYTICS_SCRIPT_SRI must be the script's hash as 'sha384-' and its base64 digest (as the provider or an SRI generator gives it), got '${integrity}'.`,
    );
  }
  return integrity;
}

/** The analytics settings, or null when none are set (the sandbox never has analytics). */
export function parseAnalytics(env: RawEnv, problems: string[]): AnalyticsConfig | null {
  if (sourceOf(env, analyticsGroup, problems) === 'sandbox') {
    if (read(env, 'VITE_ANALYTICS_SCRIPT_SRI') !== undefined) {
      problems.push(
        'VITE_ANALYTICS_SCRIPT_SRI is set without an analytics script: set VITE_ANALYTICS_SCRIPT_URL and VITE_ANALYTICS_SITE_ID too, or leave it unset.',
      );
    }
    return null;
  }
  const scriptUrl = read(env, 'VITE_ANALYTICS_SCRIPT_URL') ?? '';
  const notExact = whyNotExact(scriptUrl);
  if (notExact) {
    problems.push(
      `VITE_ANALYTICS_SCRIPT_URL must be the exact https address of the provider's script, such as https://plausible.io/js/script.js: '${scriptUrl}' ${notExact}.`,
    );
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
    integrity: parseIntegrity(env, problems),
  };
}
