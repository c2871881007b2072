import { parseYoutubeUrl, YOUTUBE_HOSTS } from './youtubeUrl';

/** What a pasted channel reference points at; the service layer resolves each kind differently. */
export type ChannelRef =
  | { kind: 'id'; id: string }
  /**
   * Lower-cased, without the `@` (docs/sandbox.md: `forHandle` ignores case and one leading `@`).
   */
  | { kind: 'handle'; handle: string }
  /** Legacy `/user/{name}` username, as typed (for `forUsername`). */
  | { kind: 'username'; username: string }
  /** `/c/{name}` or legacy `youtube.com/{name}` custom URL name, percent-decoded. */
  | { kind: 'custom'; name: string };

/** Facts 1.7: `UC` + 22 characters of `[A-Za-z0-9_-]`, case-sensitive. */
export const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
/** Facts 1.7 [D]: 3-30 letters, digits, `_`, `-`, `.` (ASCII only; see parseChannelRef). */
const HANDLE = /^[A-Za-z0-9_.-]{3,30}$/;
/** Legacy usernames were short ASCII names. */
const USERNAME = /^[A-Za-z0-9_.-]{1,100}$/;
/** Custom names may be non-Latin after percent-decoding. */
const CUSTOM_NAME = /^[\p{L}\p{M}\p{N}_.-]{1,100}$/u;

/** Channel tabs that may follow the reference (`/@x/videos`, `/channel/UC…/featured`…). */
const TABS: ReadonlySet<string> = new Set([
  'featured',
  'videos',
  'shorts',
  'streams',
  'live',
  'playlists',
  'community',
  'posts',
  'channels',
  'about',
  'podcasts',
  'releases',
  'store',
  'courses',
  'search',
]);

/** First path segments that are YouTube pages, never a legacy `youtube.com/{name}` custom URL. */
const RESERVED: ReadonlySet<string> = new Set([
  'watch',
  'embed',
  'shorts',
  'live',
  'v',
  'e',
  'playlist',
  'results',
  'feed',
  'channel',
  'user',
  'c',
  'hashtag',
  'gaming',
  'music',
  'kids',
  'premium',
  'account',
  'signin',
  'logout',
  'redirect',
  'attribution_link',
  'upload',
  'about',
  't',
  'howyoutubeworks',
  'creators',
  'ads',
  'jobs',
  'new',
  'supported_browsers',
  'index',
  'podcasts',
  'trending',
  'post',
  'source',
  'clip',
]);

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function fromSegments(kindSegment: string, value: string | undefined): ChannelRef | null {
  if (value === undefined) return null;
  if (kindSegment === 'channel') return CHANNEL_ID.test(value) ? { kind: 'id', id: value } : null;
  if (kindSegment === 'user') {
    return USERNAME.test(value) ? { kind: 'username', username: value } : null;
  }
  const name = decode(value);
  return name !== null && CUSTOM_NAME.test(name) ? { kind: 'custom', name } : null;
}

/** Nothing, or a single known channel tab, follows the reference. */
function onlyTab(rest: readonly string[]): boolean {
  return rest.length === 0 || (rest.length === 1 && TABS.has(rest[0] ?? ''));
}

function handleRef(withoutAt: string): ChannelRef | null {
  return HANDLE.test(withoutAt) ? { kind: 'handle', handle: withoutAt.toLowerCase() } : null;
}

/**
 * A channel reference from a bare id, a handle or a channel link (docs/product.md, tool-kit:
 * channel analyzer, thumbnail tester, subscribe generator), or `null`.
 *
 * - Bare `UC…` id (24 characters) → `id`.
 * - Bare `@handle` → `handle`. Bare text without `@` is a handle only if it is a valid handle,
 *   has no dot (`evil.com`, `youtube.com` are domains, not handles: type the `@` for dotted
 *   handles) and is not a malformed channel id (starts with `UC` and is 20+ characters).
 * - Links on youtube.com, `www.` and `m.`: `/channel/UC…`, `/user/{name}`, `/c/{name}`,
 *   `/@handle` and the legacy `/{name}` (except YouTube's own pages), optionally followed by one
 *   channel tab (`/videos`, `/featured`…), a trailing slash, a query and a fragment.
 * - Handles are ASCII only (docs/sandbox.md, wire formats); YouTube also allows some non-Latin
 *   handles, which are rejected here.
 */
export function parseChannelRef(input: string): ChannelRef | null {
  const bare = input.trim();
  if (CHANNEL_ID.test(bare)) return { kind: 'id', id: bare };
  if (bare.startsWith('@')) return handleRef(bare.slice(1));
  if (HANDLE.test(bare)) {
    const looksLikeId = bare.startsWith('UC') && bare.length >= 20;
    return bare.includes('.') || looksLikeId ? null : handleRef(bare);
  }

  const url = parseYoutubeUrl(bare, YOUTUBE_HOSTS);
  if (url === null) return null;
  const [first, ...rest] = url.segments;
  if (first === undefined) return null;

  if (first.startsWith('@')) {
    return onlyTab(rest) ? handleRef(first.slice(1)) : null;
  }
  if (first === 'channel' || first === 'user' || first === 'c') {
    const [value, ...tabs] = rest;
    return onlyTab(tabs) ? fromSegments(first, value) : null;
  }
  if (RESERVED.has(first.toLowerCase())) return null;
  return onlyTab(rest) ? fromSegments('custom', first) : null;
}
