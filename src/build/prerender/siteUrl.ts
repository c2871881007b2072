import type { ResolvedConfig } from 'vite';

/** Where `npm start` serves the site: the canonical address of a sandbox build. */
export const LOCAL_SITE_URL = 'http://localhost:4173';

/**
 * The site's public address (VITE_SITE_URL, e.g. https://jordanvale.studio) for canonical links,
 * link previews, the sitemap and the feed: an http(s) origin, nothing after it.
 */
export function parseSiteUrl(
  value: string | undefined,
): { ok: true; url: string } | { ok: false; problem: string } {
  if (!value?.trim()) return { ok: true, url: LOCAL_SITE_URL };
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, problem: `VITE_SITE_URL is not an address: "${value}"` };
  }
  if (
    !/^https?:$/.test(url.protocol) ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search ||
    url.hash
  ) {
    return {
      ok: false,
      problem: `VITE_SITE_URL must be the site's origin, like https://example.com, not "${value}"`,
    };
  }
  return { ok: true, url: url.origin };
}

export function readSiteUrl(config: ResolvedConfig): string {
  const result = parseSiteUrl(config.env.VITE_SITE_URL as string | undefined);
  if (!result.ok) throw new Error(result.problem);
  return result.url;
}
