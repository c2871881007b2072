/**
 * Every route of the app with a screen of its own, as full react-router paths (`:name` a
 * parameter, `:name?` an optional one). The static host answers exactly these with the app and
 * everything else with the not-found page (status 404), where the router's catch-all (`*`)
 * shows the not-found screen. appRoutePatterns.test.ts checks this list against `routes`.
 */
export const appRoutePatterns: readonly string[] = [
  '/',
  '/projects',
  '/contact',
  '/portfolio',
  '/blog',
  '/blog/:slug',
  '/store',
  '/links',
  '/extra-links',
  '/tools',
  '/tools/qr-code-generator',
  '/tools/youtube-calculator',
  '/tools/thumbnail-downloader/:videoId?',
  '/tools/video-analyzer/:videoId?',
  '/tools/channel-analyzer/:channelId?',
  '/tools/channel-comparer',
  '/tools/channel-consultant',
  '/tools/subscribe-link-generator',
  '/tools/thumbnail-tester',
  '/tools/tag-generator/:searchTitle?',
  '/tools/outlier-finder/:searchQuery?/:type?',
  '/tools/playlist-analyzer/:playlistId?',
  '/tools/youtube-transcript/:videoId?',
  '/tools/comment-downloader/:videoId?',
  '/tools/color-palette',
  '/tools/comment-picker/:videoId?',
];
