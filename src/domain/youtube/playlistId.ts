import { parseVideoId } from './videoId';
import { parseYoutubeUrl, YOUTUBE_HOSTS } from './youtubeUrl';

/**
 * A public playlist id (docs/sandbox.md, wire formats, after yt-dlp's `_PLAYLIST_ID_RE`): one of
 * the prefixes PL, LL, EC, UU (incl. UULF/UUSH/UULV), FL, RD, UL, TL, PU or OLAK5uy_, then at least
 * 10 more characters of `[A-Za-z0-9_-]`, 64 characters at most in all.
 *
 * The short personal lists (WL watch later, LL/LM liked, RDMM my mix) are rejected: the public
 * API cannot read them with an API key, so the analyzer could only fail on them.
 */
export const PLAYLIST_ID = /^(?:PL|LL|EC|UU|FL|RD|UL|TL|PU|OLAK5uy_)[A-Za-z0-9_-]{10,62}$/;
const MAX_PLAYLIST_ID_LENGTH = 64;

const PLAYLIST_HOSTS: ReadonlySet<string> = new Set([
  ...YOUTUBE_HOSTS,
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);
const WATCH_HOSTS: ReadonlySet<string> = new Set([...YOUTUBE_HOSTS, 'music.youtube.com']);

/** What the playlist analyzer was given (docs/product.md, playlist-analyzer). */
export type PlaylistInput =
  | { kind: 'playlist'; id: string }
  /** A watch link with a `v` parameter and no usable `list`: the caller decides what to do. */
  | { kind: 'video'; videoId: string };

function asPlaylistId(candidate: string | null | undefined): string | null {
  return candidate !== null &&
    candidate !== undefined &&
    candidate.length <= MAX_PLAYLIST_ID_LENGTH &&
    PLAYLIST_ID.test(candidate)
    ? candidate
    : null;
}

/**
 * The playlist id in a bare id or a link with a `list` parameter, or `null`.
 *
 * Links: `/playlist?list=…`, `/watch?v=…&list=…` and `/embed/…?list=…` on youtube.com, `www.`,
 * `m.`, `music.` and youtube-nocookie.com, plus `youtu.be/{id}?list=…`. Exactly one `list`
 * parameter is required.
 */
export function parsePlaylistId(input: string): string | null {
  const bare = input.trim();
  if (asPlaylistId(bare) !== null) return bare;

  const url = parseYoutubeUrl(bare, PLAYLIST_HOSTS);
  if (url === null) return null;
  const { host, segments, params } = url;
  const [first] = segments;
  const pathOk =
    host === 'youtu.be'
      ? segments.length === 1
      : (segments.length === 1 && (first === 'playlist' || first === 'watch')) ||
        (segments.length === 2 && first === 'embed');
  const values = params.getAll('list');
  return pathOk && values.length === 1 ? asPlaylistId(values[0]) : null;
}

/**
 * The honest reading of docs/product.md, playlist-analyzer ("a plain id, a URL with a `list`
 * parameter, or one with a `v` parameter"): a usable `list` wins; otherwise a watch link
 * (`/watch?v=…` on a youtube.com host) gives its video id, and the caller decides what that
 * means (for example, an error asking for a playlist, or the video's channel uploads).
 * A `list` the API cannot read (`list=WL`, `list=RDMM`…) falls back to the `v` video.
 * A bare 11-character video id is not a plain playlist id, so it gives `null`.
 */
export function parsePlaylistInput(input: string): PlaylistInput | null {
  const id = parsePlaylistId(input);
  if (id !== null) return { kind: 'playlist', id };

  const url = parseYoutubeUrl(input, WATCH_HOSTS);
  const isWatch = url?.segments.length === 1 && url.segments[0] === 'watch';
  if (!isWatch || !url.params.has('v')) return null;
  const videoId = parseVideoId(input);
  return videoId === null ? null : { kind: 'video', videoId };
}
