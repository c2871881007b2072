/**
 * The app's routes, each once. The router (src/app/routes.tsx), the static host's rewrites and
 * its not-found answer (src/build/hosting) and the prerendered pages (src/build/prerender) are
 * all derived from this table, so they cannot disagree.
 *
 * - A route's name is its feature's: the folder named after the route in every layer
 *   (`src/screens/tools/<name>/`, `src/app/providers/tools/<name>.ts`, …). Two routes share
 *   their page's folders: `blog-post` the blog's, `extra-links` the links'.
 * - `path` is react-router's, from the site's root: `:name` is a parameter, `:name?` an optional
 *   one, `*` anything.
 * - `to` builds the address of a route with its parameters filled in, each URL-encoded: every
 *   tool's address with the visitor's input (and a post's) is built here and nowhere else.
 *
 * Pure data and functions, importing nothing: Node's build code and the browser both read it.
 */

/** A parameter's value as one path segment: a `/`, `?` or `#` in it stays inside the segment. */
const segment = (value: string) => encodeURIComponent(value);

export const ROUTES = {
  home: { path: '/' },
  projects: { path: '/projects' },
  contact: { path: '/contact' },
  portfolio: { path: '/portfolio' },
  blog: { path: '/blog' },
  'blog-post': {
    path: '/blog/:slug',
    to: (slug: string) => `/blog/${segment(slug)}`,
  },
  store: { path: '/store' },
  links: { path: '/links' },
  'extra-links': { path: '/extra-links' },
  tools: { path: '/tools' },
  'qr-code-generator': { path: '/tools/qr-code-generator' },
  'youtube-calculator': { path: '/tools/youtube-calculator' },
  'thumbnail-downloader': {
    path: '/tools/thumbnail-downloader/:videoId?',
    to: (videoId: string) => `/tools/thumbnail-downloader/${segment(videoId)}`,
  },
  'video-analyzer': {
    path: '/tools/video-analyzer/:videoId?',
    to: (videoId: string) => `/tools/video-analyzer/${segment(videoId)}`,
  },
  'channel-analyzer': {
    path: '/tools/channel-analyzer/:channelId?',
    /** `/tools/channel-analyzer/@handle`: a handle's leading `@` stays as typed. */
    to: (channel: string) => `/tools/channel-analyzer/${segment(channel).replace(/^%40/, '@')}`,
  },
  'channel-comparer': {
    path: '/tools/channel-comparer',
    /** `/tools/channel-comparer?a=…&b=…`: the texts as typed (trimmed), for a shared link. */
    to: (pair: { a: string | undefined; b: string | undefined }) => {
      const query = new URLSearchParams({ a: (pair.a ?? '').trim(), b: (pair.b ?? '').trim() });
      return `/tools/channel-comparer?${query.toString()}`;
    },
  },
  'channel-consultant': { path: '/tools/channel-consultant' },
  'subscribe-link-generator': { path: '/tools/subscribe-link-generator' },
  'thumbnail-tester': { path: '/tools/thumbnail-tester' },
  'tag-generator': {
    path: '/tools/tag-generator/:searchTitle?',
    to: (title: string) => `/tools/tag-generator/${segment(title)}`,
  },
  'outlier-finder': {
    path: '/tools/outlier-finder/:searchQuery?/:type?',
    /** The query trimmed; the type (`videos`, `shorts`) as it is. */
    to: (query: string, type: string) => `/tools/outlier-finder/${segment(query.trim())}/${type}`,
  },
  'playlist-analyzer': {
    path: '/tools/playlist-analyzer/:playlistId?',
    to: (playlist: string) => `/tools/playlist-analyzer/${segment(playlist)}`,
  },
  'youtube-transcript': {
    path: '/tools/youtube-transcript/:videoId?',
    to: (videoId: string) => `/tools/youtube-transcript/${segment(videoId)}`,
  },
  'comment-downloader': {
    path: '/tools/comment-downloader/:videoId?',
    to: (videoId: string) => `/tools/comment-downloader/${segment(videoId)}`,
  },
  'color-palette': { path: '/tools/color-palette' },
  'comment-picker': {
    path: '/tools/comment-picker/:videoId?',
    to: (videoId: string) => `/tools/comment-picker/${segment(videoId)}`,
  },
  /** Every other path: the not-found screen (the host answers it with status 404). */
  'not-found': { path: '/*' },
} as const satisfies Record<string, { path: string; to?: (...input: never[]) => string }>;

export type RouteName = keyof typeof ROUTES;

/** The table's names, in its order. */
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The route every path no other route matches falls to. */
export const CATCH_ALL_ROUTE = 'not-found' satisfies RouteName;

/** The tools: the routes under `/tools/`, each with optional parameters at most. */
export type ToolName = {
  [N in RouteName]: (typeof ROUTES)[N]['path'] extends `/tools/${string}` ? N : never;
}[RouteName];

/** A tool's page with nothing asked yet: its path without its parameters (`/tools/<name>`). */
export const toolPage = (name: ToolName): string => ROUTES[name].path.replace(/\/:.*$/, '');

/**
 * The route that shows `pathname`, as the router picks it: static segments compared without
 * regard to case, a trailing `/` ignored, the catch-all when no other route matches.
 */
export function routeNameAt(pathname: string): RouteName {
  const segments = pathname.split('/').filter(Boolean);
  return (
    ROUTE_NAMES.find(
      (name) => name !== CATCH_ALL_ROUTE && matchesSegments(ROUTES[name].path, segments),
    ) ?? CATCH_ALL_ROUTE
  );
}

function matchesSegments(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  if (segments.length > parts.length) return false;
  return parts.every((part, index) => {
    const value = segments[index];
    if (value === undefined) return part.startsWith(':') && part.endsWith('?');
    return part.startsWith(':') || part.toLowerCase() === value.toLowerCase();
  });
}
