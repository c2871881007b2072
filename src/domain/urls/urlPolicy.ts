/**
 * Which addresses that come from data (the database, the storefront, the YouTube API) the site
 * will use (hardening, issue 15):
 *
 * - a picture or a file to download: only `https:`, a path on this site, or an origin the caller
 *   trusts (the service that sent it: the offline sandbox serves its pictures over http on its
 *   own origin);
 * - a page to open in a new tab: only `http:` or `https:`.
 *
 * Anything else (javascript:, data:, blob:, file:, an unreadable address) is dropped: the caller
 * gets null and shows the fallback it already has for a missing value. Addresses are read with
 * `URL`, as the browser will read them (tabs and newlines removed, `\` as `/`).
 */

/** A base no real address shares: resolving against it tells "this site" from "another host". */
const THIS_SITE = 'https://this-site.invalid';

/**
 * Whether `raw` takes its scheme from the page (`//host/x`, also written `/\t/host/x` or
 * `\\host/x`): read against an https and an http page, it lands on different schemes.
 */
function schemeRelative(raw: string): boolean {
  try {
    return (
      new URL(raw, 'https://a.invalid/').protocol !== new URL(raw, 'http://a.invalid/').protocol
    );
  } catch {
    return false;
  }
}

function parse(raw: string): URL | null {
  try {
    return new URL(raw, `${THIS_SITE}/`);
  } catch {
    return null;
  }
}

/** The origin of `base` (absolute, or relative to `relativeTo`), or null when it has none. */
export function originOf(base: string, relativeTo?: string): string | null {
  try {
    const { origin } = new URL(base, relativeTo);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** A picture or download address: https:, this site, or a trusted origin; else null. */
export function safeMediaUrl(
  raw: string | null | undefined,
  trustedOrigins: readonly string[] = [],
): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const url = parse(raw);
  if (!url) return null;
  if (url.origin === THIS_SITE) return raw;
  if (schemeRelative(raw)) return null;
  return url.protocol === 'https:' || trustedOrigins.includes(url.origin) ? raw : null;
}

/** A page on another site, opened in a new tab: http: or https: only; else null. */
export function safeLinkUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const url = parse(raw);
  if (!url || url.origin === THIS_SITE || schemeRelative(raw)) return null;
  return url.protocol === 'https:' || url.protocol === 'http:' ? raw : null;
}
