/**
 * The HTTP headers the site is served with (docs/architecture.md, security), made from the env
 * contract, so the Content-Security-Policy names exactly the services this build talks to. The
 * build writes them as the `_headers` file Cloudflare Pages reads (`securityHeadersPlugin`),
 * and `npm start` sends the same ones.
 *
 * Two documents, two policies:
 * - the app (every route): scripts only from this site (and the analytics script, by its exact
 *   URL, when one is configured), never inline or eval; connections only to what the site
 *   fetches: the configured services, YouTube's thumbnail host (the thumbnail downloader saves
 *   the picture) and the analytics host (its reports); frames only for the privacy-enhanced
 *   YouTube player and the post's HTML block; no plugins, no <base>, no framing by other sites. Pictures may come from any https host (storefront and post pictures
 *   live on CDNs the configuration does not name; the URL policy keeps addresses to https);
 *   styles may be inline (Mantine and React set style attributes).
 * - the HTML block's document (`/embed/html-block.html`): the post's own markup and scripts run
 *   there, so inline scripts are allowed, but the document is always sandboxed (CSP `sandbox`
 *   even when opened on its own) and only this site may frame it.
 */
import { HTML_BLOCK_DOCUMENT } from '../../domain/site/blog/htmlBlock.ts';
import type { AppConfig } from '../../app/env/contract.ts';
import { cacheHeaders } from '../hosting/cacheHeaders.ts';
import { renderHeadersFile } from '../hosting/headersFile.ts';
import { pagePath } from '../hosting/resolveRequest.ts';

/** Cloudflare Pages serves `x.html` at `/x` (redirecting `/x.html` there): both get its rule. */
const HTML_BLOCK_PATHS = [HTML_BLOCK_DOCUMENT, pagePath(HTML_BLOCK_DOCUMENT)];
export const YOUTUBE_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
/** Where the Data API's thumbnails live (`snippet.thumbnails.*.url`). */
export const YOUTUBE_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

export type HeaderSet = Record<string, string>;

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/** `'self'` first, then each distinct origin the live services use (sandboxes are 'self'). */
function sources(...urls: readonly (string | null | undefined)[]): string {
  const origins = urls.flatMap((url) => (url ? [originOf(url)] : [])).filter(Boolean);
  return ["'self'", ...new Set(origins)].join(' ');
}

/**
 * A script by its exact address: a source with a path matches that file only (a query cannot be
 * part of a source; the env contract refuses one).
 */
function exactScript(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

function policy(directives: Record<string, string>): string {
  return Object.entries(directives)
    .map(([name, value]) => (value ? `${name} ${value}` : name))
    .join('; ');
}

/** The app's Content-Security-Policy for `config` (and analytics, when configured). */
export function appContentSecurityPolicy(config: AppConfig): string {
  const live = (service: { source: string }, url: string) =>
    service.source === 'live' ? url : null;
  const analyticsScript = config.analytics?.scriptUrl;
  return policy({
    'default-src': "'self'",
    'script-src': ["'self'", ...(analyticsScript ? [exactScript(analyticsScript)] : [])].join(' '),
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob: https:",
    'font-src': "'self'",
    'connect-src': sources(
      live(config.supabase, config.supabase.url),
      live(config.youtube, config.youtube.apiBase),
      live(config.youtube, config.youtube.timedTextBase),
      live(config.storefront, config.storefront.apiBase),
      live(config.youtube, YOUTUBE_THUMBNAIL_ORIGIN),
      analyticsScript,
    ),
    'frame-src': `'self' ${YOUTUBE_PLAYER_ORIGIN}`,
    'worker-src': "'self' blob:",
    'media-src': "'self' blob:",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  });
}

/** The HTML block's policy: its own scripts run, sandboxed, framed by this site only. */
export function htmlBlockContentSecurityPolicy(): string {
  return policy({
    'default-src': "'none'",
    'script-src': "'unsafe-inline' https:",
    'style-src': "'unsafe-inline' https:",
    'img-src': 'data: blob: https:',
    'font-src': 'data: https:',
    'media-src': 'data: blob: https:',
    'connect-src': 'https:',
    'base-uri': "'none'",
    'form-action': "'none'",
    'frame-ancestors': "'self'",
    sandbox: 'allow-scripts',
  });
}

const player = `"${YOUTUBE_PLAYER_ORIGIN}"`;

/** Powerful features: none, but what the copy buttons and the YouTube player use. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(self ${player})`,
  'camera=()',
  `clipboard-write=(self)`,
  `encrypted-media=(self ${player})`,
  `fullscreen=(self ${player})`,
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  `picture-in-picture=(self ${player})`,
  'usb=()',
].join(', ');

/**
 * HTTPS only, for a year, on the site's host and its subdomains. Without `preload`: joining the
 * browsers' preload list is the owner's decision, made for the whole domain and slow to undo.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const common: HeaderSet = {
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  // Pages of other sites that open this one, or that it opens, get no handle on its window.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** The headers of every app route and asset. */
export function appHeaders(config: AppConfig): HeaderSet {
  return {
    'Content-Security-Policy': appContentSecurityPolicy(config),
    ...common,
    'X-Frame-Options': 'DENY',
  };
}

/** The headers of the HTML block's document. */
export function htmlBlockHeaders(): HeaderSet {
  return {
    'Content-Security-Policy': htmlBlockContentSecurityPolicy(),
    ...common,
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** Which headers a path gets: the HTML block's document, or the app's. */
export function headersForPath(path: string, config: AppConfig): HeaderSet {
  return HTML_BLOCK_PATHS.includes(path) ? htmlBlockHeaders() : appHeaders(config);
}

/**
 * The `_headers` file of Cloudflare Pages: the app's headers on every path, and on the HTML
 * block's document its own, after detaching (`! Name`) the app's values it replaces, since a
 * request that matches several rules gets all their headers; with them, the caching of
 * src/build/hosting/cacheHeaders.ts.
 */
export function headersFile(config: AppConfig): string {
  const app = appHeaders(config);
  const embed = htmlBlockHeaders();
  const replaced = Object.keys(embed).filter((name) => app[name] !== embed[name]);
  const ownValues = Object.fromEntries(replaced.map((name) => [name, embed[name] ?? '']));
  return renderHeadersFile([
    { path: '/*', set: app },
    ...HTML_BLOCK_PATHS.map((path) => ({ path, detach: replaced, set: ownValues })),
    ...cacheHeaders,
  ]);
}
