/**
 * Where a markdown link goes, decided on the address react-markdown's URL policy has already
 * filtered (see MarkdownContent). Parsing with `URL` reads the address the way the browser will
 * (tabs and newlines removed, `/\host` read as `//host`), so a path that is really another host
 * is never mistaken for a page of this site.
 */
export type MarkdownHref =
  /** Emptied by the URL policy (or empty in the source): not a link at all. */
  | { kind: 'none' }
  /** A path on this site: navigated inside the app. */
  | { kind: 'route'; to: string }
  /** A web page on another site: opens in a new tab. */
  | { kind: 'external'; href: string }
  /** Anything else the policy kept: mailto:, xmpp:, irc(s):, #fragment, relative path. */
  | { kind: 'plain'; href: string };

/** A base no real address shares, to tell "same site" from "another host". */
const PROBE_ORIGIN = 'https://same-site.invalid';

export function classifyHref(href: string | undefined): MarkdownHref {
  if (href === undefined || href.trim() === '') return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(href, `${PROBE_ORIGIN}/`);
  } catch {
    return { kind: 'none' };
  }
  if (url.origin === PROBE_ORIGIN) {
    if (!href.trimStart().startsWith('/')) return { kind: 'plain', href };
    const to = `${url.pathname}${url.search}${url.hash}`;
    // `/.//host/x` and `/..//host/x` are paths of this site that normalise to `//host/x`, which
    // as a link is another host: such an address is no page of the site, so it is no link.
    return new URL(to, `${PROBE_ORIGIN}/`).origin === PROBE_ORIGIN
      ? { kind: 'route', to }
      : { kind: 'none' };
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return { kind: 'external', href };
  return { kind: 'plain', href };
}
