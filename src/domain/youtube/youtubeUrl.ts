/**
 * Shared, strict reading of a pasted YouTube link (internal to this folder; the public parsers
 * are `parseVideoId`, `parseChannelRef` and `parsePlaylistId`/`parsePlaylistInput`).
 *
 * Decisions:
 * - Input is trimmed. Anything longer than {@link MAX_INPUT_LENGTH} is rejected outright, so
 *   hostile 100 000-character pastes cost nothing.
 * - No whitespace, control or invisible format characters (zero-width space, bidi overrides)
 *   and no backslash may remain inside the link.
 * - Only `http:`/`https:` links, or links without a scheme (`youtube.com/…`, `//youtube.com/…`).
 *   Any other scheme (`javascript:`, `data:`…) ends up with a host outside the allow-list.
 * - The host must be plain ASCII letters, digits, dots and hyphens exactly as typed, and in the
 *   caller's allow-list: no user info (`evil.com@youtube.com`), no port, no percent-encoding
 *   and no Unicode look-alikes (which the URL parser would otherwise map or punycode).
 */

/** Longest accepted input, in characters (a generous browser address-bar limit). */
export const MAX_INPUT_LENGTH = 2048;

/** youtube.com and the subdomains the tools accept for watch, channel and playlist pages. */
export const YOUTUBE_HOSTS: ReadonlySet<string> = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
]);

export interface YoutubeUrl {
  /** Lower-cased host name, one of the allowed hosts. */
  host: string;
  /**
   * Path segments, still percent-encoded as typed; a single trailing slash is dropped
   * (`/@x/videos/` gives `['@x', 'videos']`, the root gives `[]`).
   */
  segments: string[];
  /** Decoded query parameters. */
  params: URLSearchParams;
}

const FORBIDDEN_CHARS = /[\s\p{Cc}\p{Cf}\\]/u;
const HTTP_SCHEME = /^https?:\/\//i;
const AUTHORITY = /^[A-Za-z0-9.-]+$/;

export function parseYoutubeUrl(input: string, hosts: ReadonlySet<string>): YoutubeUrl | null {
  const text = input.trim();
  if (text === '' || text.length > MAX_INPUT_LENGTH || FORBIDDEN_CHARS.test(text)) return null;

  let absolute: string;
  if (HTTP_SCHEME.test(text)) absolute = text;
  else if (text.startsWith('//')) absolute = `https:${text}`;
  else absolute = `https://${text}`;

  const afterScheme = absolute.slice(absolute.indexOf('//') + 2);
  const authorityEnd = afterScheme.search(/[/?#]/);
  const authority = authorityEnd === -1 ? afterScheme : afterScheme.slice(0, authorityEnd);
  if (!AUTHORITY.test(authority)) return null;

  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  const host = url.hostname;
  if (host !== authority.toLowerCase() || !hosts.has(host)) return null;

  const segments = url.pathname.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  return { host, segments, params: url.searchParams };
}
