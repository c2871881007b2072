import { parseYoutubeUrl, YOUTUBE_HOSTS } from './youtubeUrl';

/**
 * Format of a video id (docs/sandbox.md, wire formats): 11 characters of `[A-Za-z0-9_-]`. The
 * stricter last-character rule (`[AEIMQUYcgkosw048]`) is only [D]ocumented and fixture ids break
 * it, so it is not applied.
 */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const WATCH_HOSTS: ReadonlySet<string> = new Set([...YOUTUBE_HOSTS, 'music.youtube.com']);
const NOCOOKIE_HOSTS: ReadonlySet<string> = new Set([
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_LINK_HOST = 'youtu.be';
const VIDEO_HOSTS: ReadonlySet<string> = new Set([
  ...WATCH_HOSTS,
  ...NOCOOKIE_HOSTS,
  SHORT_LINK_HOST,
]);

/** `/{prefix}/{id}` paths that carry a video id on youtube.com. */
const PATH_PREFIXES: ReadonlySet<string> = new Set(['embed', 'shorts', 'live', 'v']);

/** `/embed/videoseries?list=…` is a playlist player; "videoseries" happens to be 11 characters. */
const NOT_AN_ID = 'videoseries';

function asVideoId(candidate: string | null | undefined): string | null {
  return candidate !== null &&
    candidate !== undefined &&
    candidate !== NOT_AN_ID &&
    VIDEO_ID.test(candidate)
    ? candidate
    : null;
}

/**
 * The video id in a bare id or a YouTube link (docs/product.md, tool-kit: video
 * analyzer, thumbnail downloader, transcript, comment tools), or `null`.
 *
 * Accepted links (with or without scheme/`www.`, any extra parameters, fragment or one trailing
 * slash): `/watch?v=ID` on youtube.com, `www.`, `m.` and `music.`; `youtu.be/ID`;
 * `/embed/ID`, `/shorts/ID`, `/live/ID`, `/v/ID` on youtube.com hosts; `/embed/ID` on
 * youtube-nocookie.com. A watch link must have exactly one `v` parameter (two are ambiguous).
 */
export function parseVideoId(input: string): string | null {
  const bare = input.trim();
  if (VIDEO_ID.test(bare)) return bare;

  const url = parseYoutubeUrl(bare, VIDEO_HOSTS);
  if (url === null) return null;
  const { host, segments, params } = url;

  if (host === SHORT_LINK_HOST) {
    return segments.length === 1 ? asVideoId(segments[0]) : null;
  }
  if (segments.length !== 2 && !(segments.length === 1 && segments[0] === 'watch')) return null;
  const [first, second] = segments;

  if (NOCOOKIE_HOSTS.has(host)) return first === 'embed' ? asVideoId(second) : null;
  if (first === 'watch') {
    const values = params.getAll('v');
    return segments.length === 1 && values.length === 1 ? asVideoId(values[0]) : null;
  }
  return first !== undefined && PATH_PREFIXES.has(first) ? asVideoId(second) : null;
}
