import type { Locator, Page } from '@playwright/test';
import { appRoutePatterns } from '../../src/build/hosting/appRoutePatterns';
import { commentHeavyVideoId, demoReelVideoId } from '../../sandbox/youtube/dataset/fixedContent';
import { mixedPlaylistId } from '../../sandbox/youtube/dataset/variety';
import { expect, test } from '../e2e/fixtures';

/**
 * `npm run dev` shows every page and tool working on its first load: strict mode's double start
 * of every machine, unbundled modules and Fast Refresh are what this run adds to the built
 * site's. Each route of the app (a sandbox sample for its parameters) must show its own content,
 * no error state, and log no error.
 */

/** Every YouTube tool ends a run with the quota it spent. */
const toolRan = (main: Locator) => main.getByText(/^This run used \d+ YouTube API quota units?\.$/);
const heading = (name: string) => (main: Locator) =>
  main.getByRole('heading', { level: 1, name, exact: true });

interface Sample {
  path: string;
  /** What the visitor sees once the page has loaded what it shows. */
  content: (main: Locator) => Locator;
}

/** A page that shows `name` as its title once loaded; a tool with nothing to run until asked. */
const titled = (path: string, name: string): Sample => ({ path, content: heading(name) });
/** A YouTube tool's address with a sandbox sample: it runs at once. */
const runs = (path: string): Sample => ({ path, content: toolRan });

const samples: Record<string, Sample> = {
  '/': { path: '/', content: (main) => main.getByRole('heading', { name: 'About Me' }) },
  '/projects': { path: '/projects', content: (main) => main.getByRole('article').first() },
  '/contact': { path: '/contact', content: (main) => main.getByRole('textbox', { name: 'Name' }) },
  '/portfolio': {
    path: '/portfolio',
    content: (main) =>
      main.getByRole('list', { name: 'Portfolio videos' }).getByRole('article').first(),
  },
  '/blog': {
    path: '/blog',
    content: (main) => main.getByRole('list').getByRole('article').first(),
  },
  '/blog/:slug': titled(
    '/blog/j-and-l-cuts-explained',
    'J-Cuts and L-Cuts: The Invisible Edits That Make Dialogue Flow',
  ),
  '/store': { path: '/store', content: (main) => main.getByText('Keyframe Classic Tee') },
  '/links': { path: '/links', content: (main) => main.getByText('Free Creator Tools') },
  '/extra-links': { path: '/extra-links', content: (main) => main.getByText('Editing Playlist') },
  '/tools': {
    path: '/tools',
    content: (main) => main.getByRole('link', { name: 'Launch Tool: Video Analyzer' }),
  },
  '/tools/qr-code-generator': titled('/tools/qr-code-generator', 'QR Code Generator'),
  '/tools/youtube-calculator': titled('/tools/youtube-calculator', 'YouTube Calculator'),
  '/tools/channel-consultant': titled('/tools/channel-consultant', 'Channel Consultant'),
  '/tools/subscribe-link-generator': titled(
    '/tools/subscribe-link-generator',
    'Subscribe Link Generator',
  ),
  '/tools/thumbnail-tester': titled('/tools/thumbnail-tester', 'Thumbnail Tester'),
  '/tools/color-palette': titled('/tools/color-palette', 'Color Palette Generator'),
  '/tools/thumbnail-downloader/:videoId?': runs(`/tools/thumbnail-downloader/${demoReelVideoId}`),
  '/tools/video-analyzer/:videoId?': runs(`/tools/video-analyzer/${demoReelVideoId}`),
  '/tools/channel-analyzer/:channelId?': runs('/tools/channel-analyzer/@kitchenlabdaily'),
  '/tools/channel-comparer': runs('/tools/channel-comparer?a=@kitchenlabdaily&b=@mayacodes'),
  '/tools/tag-generator/:searchTitle?': runs(
    `/tools/tag-generator/${encodeURIComponent('Color grading for beginners')}`,
  ),
  '/tools/outlier-finder/:searchQuery?/:type?': runs('/tools/outlier-finder/editing/videos'),
  '/tools/playlist-analyzer/:playlistId?': runs(`/tools/playlist-analyzer/${mixedPlaylistId}`),
  '/tools/youtube-transcript/:videoId?': runs(`/tools/youtube-transcript/${demoReelVideoId}`),
  '/tools/comment-downloader/:videoId?': runs(`/tools/comment-downloader/${commentHeavyVideoId}`),
  '/tools/comment-picker/:videoId?': runs(`/tools/comment-picker/${commentHeavyVideoId}`),
};

/** Errors the page logs or throws, from before its first request. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('every route of the app has a sample here', () => {
  expect(Object.keys(samples).sort()).toEqual([...appRoutePatterns].sort());
});

for (const [pattern, { path, content }] of Object.entries(samples)) {
  test(`${pattern} works on its first load (${path})`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(content(main)).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expect(main.getByText(/Failed to load|try again later|No .* to show yet/i)).toHaveCount(
      0,
    );
    expect(errors).toEqual([]);
  });
}

test('an unknown address shows the not-found page', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/no-such-page');
  await expect(heading('Page Not Found')(page.getByRole('main'))).toBeVisible();
  expect(errors).toEqual([]);
});
