import { expect, test, type Page } from './fixtures';
import { YOUTUBE_FAILURE_MESSAGES } from '../../src/domain/tool-kit/toolFailure';
import { demoReelVideoId } from '../../sandbox/youtube/dataset/fixedContent';

test.use({ viewport: { width: 1280, height: 900 } });

const main = (page: Page) => page.getByRole('main');
const searchBox = (page: Page) =>
  main(page).getByRole('textbox', { name: 'YouTube video URL or ID' });
const report = (page: Page) => main(page).getByRole('article', { name: /^Analysis of / });

test('from its index card to results by typing a link and pressing Enter', async ({ page }) => {
  await page.goto('/tools');
  const card = main(page).getByRole('article').filter({ hasText: 'Video Analyzer' });
  await card.getByRole('link', { name: /Launch Tool/ }).click();
  await expect(page).toHaveURL(/\/tools\/video-analyzer$/);

  await searchBox(page).fill(`https://youtu.be/${demoReelVideoId}`);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tools/video-analyzer/${demoReelVideoId}$`));
  await expect(report(page)).toBeVisible();
  await expect(report(page).getByText('Views', { exact: true })).toBeVisible();
  await expect(report(page).getByRole('region', { name: 'Achievements' })).toBeVisible();
  await expect(main(page).getByText('This run used 3 YouTube API quota units.')).toBeVisible();
});

test('a deep link runs the analysis at once', async ({ page }) => {
  await page.goto(`/tools/video-analyzer/${demoReelVideoId}`);
  await expect(report(page)).toBeVisible();
  await expect(searchBox(page)).toHaveValue(demoReelVideoId);
});

test("an unknown video says 'Video not found'", async ({ page }) => {
  await page.goto('/tools/video-analyzer/zzzzzzzzzzz');
  await expect(main(page).getByRole('alert')).toHaveText('Video not found');
});

// The tool kit's generic states end to end, on this one tool for all of them: every YouTube
// tool's screen draws them with the kit (ToolSearchForm, ToolRunPanel; Tools/tool-kit stories) and
// every run reports YouTube's failures through services/tool-kit/youtubeFailures.ts. Bad input
// stays on the page and keeps what was typed; a used-up quota reads the same in every tool.
test('an unreadable link shows the message and keeps the text', async ({ page }) => {
  await page.goto('/tools/video-analyzer');
  await searchBox(page).fill('https://vimeo.com/123');
  await searchBox(page).press('Enter');
  await expect(main(page).getByText('Invalid YouTube URL or video ID')).toBeVisible();
  await expect(searchBox(page)).toHaveValue('https://vimeo.com/123');
  await expect(page).toHaveURL(/\/tools\/video-analyzer$/);
});

test('a used-up quota shows a clear message with a retry, not a spinner', async ({ page }) => {
  // The built site carries the working sandbox key; send its requests with the sandbox's
  // always-exhausted key instead, so the emulator answers 403 quotaExceeded as YouTube would.
  await page.route(/\/sandbox\/youtube\/v3\//, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('key', 'sandbox-quota-exceeded');
    return route.continue({ url: url.toString() });
  });
  await page.goto(`/tools/video-analyzer/${demoReelVideoId}`);
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText(YOUTUBE_FAILURE_MESSAGES.quota);
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(main(page).getByRole('status')).toHaveCount(0);
});

test('leaving the page aborts the analysis in flight', async ({ page }) => {
  // The video request stays pending until the test ends: whatever the machine's speed, the
  // visitor leaves while the analysis is still waiting for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let pending = 0;
  await page.route(/\/sandbox\/youtube\/v3\/videos/, async (route) => {
    pending += 1;
    await held;
    await route.continue().catch(() => undefined);
  });
  try {
    const aborted = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/sandbox/youtube/v3/videos'),
    );
    await page.goto(`/tools/video-analyzer/${demoReelVideoId}`);
    await expect(main(page).getByRole('status')).toContainText('Analyzing video...');
    await main(page).getByRole('link', { name: 'All tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    expect((await aborted).failure()?.errorText).toContain('ABORTED');
    expect(pending).toBe(1);
  } finally {
    release();
  }
});
