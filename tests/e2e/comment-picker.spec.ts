import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  commentHeavyVideoId,
  commentsDisabledVideoId,
  noCommentsVideoId,
} from '../../sandbox/youtube/dataset';

// Under reduced motion the winner shows at once (no 4 s shuffle, no confetti): fast and
// deterministic. One test keeps motion on and runs the shuffle on Playwright's clock.
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

const main = (page: Page) => page.getByRole('main');
const linkBox = (page: Page) => main(page).getByRole('textbox', { name: 'YouTube video URL' });
const winnerCard = (page: Page) => main(page).getByRole('article');
const winnerName = async (page: Page) =>
  (await winnerCard(page).getByRole('heading', { level: 2 }).textContent()) ?? '';

interface ThreadPage {
  items: { snippet: { topLevelComment: { snippet: { authorDisplayName: string } } } }[];
  nextPageToken?: string;
}

/** The commenters of the first 1,000 comments, as the sandbox API answers them. */
async function commenters(request: APIRequestContext, videoId: string): Promise<Set<string>> {
  const names = new Set<string>();
  let pageToken: string | undefined;
  for (let pageNumber = 0; pageNumber < 10; pageNumber += 1) {
    const params = new URLSearchParams({
      part: 'snippet',
      videoId,
      maxResults: '100',
      textFormat: 'plainText',
      key: 'sandbox-key',
      ...(pageToken ? { pageToken } : {}),
    });
    const answer = await request.get(`/sandbox/youtube/v3/commentThreads?${params.toString()}`);
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as ThreadPage;
    for (const item of body.items)
      names.add(item.snippet.topLevelComment.snippet.authorDisplayName);
    pageToken = body.nextPageToken;
    if (!pageToken) break;
  }
  return names;
}

test('from its index card, by typing a link: a commenter of the giveaway wins, reroll, start over', async ({
  page,
  request,
}) => {
  const giveaway = await commenters(request, commentHeavyVideoId);
  await page.goto('/tools');
  const card = main(page).getByRole('article').filter({ hasText: 'Comment Picker' });
  await card.getByRole('link', { name: /Launch Tool/ }).click();
  await expect(page).toHaveURL(/\/tools\/comment-picker$/);

  await linkBox(page).fill(`https://www.youtube.com/watch?v=${commentHeavyVideoId}`);
  await main(page).getByRole('button', { name: 'Pick Winner' }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/comment-picker/${commentHeavyVideoId}$`));
  await expect(winnerCard(page)).toBeVisible();
  const first = await winnerName(page);
  expect(giveaway.has(first)).toBe(true);
  await expect(main(page).getByText(/^1,000 comments · 1,000 eligible entries/)).toBeVisible();
  await expect(main(page).getByText('This run used 10 YouTube API quota units.')).toBeVisible();

  await main(page).getByRole('button', { name: 'Reroll Winner' }).click();
  await expect(main(page).getByRole('region', { name: 'Earlier winners' })).toContainText(first);
  const second = await winnerName(page);
  expect(giveaway.has(second)).toBe(true);
  await expect(main(page).getByText(/998 left to draw$/)).toBeVisible();

  await main(page).getByRole('button', { name: 'Start Over' }).click();
  await expect(page).toHaveURL(/\/tools\/comment-picker$/);
  await expect(winnerCard(page)).toHaveCount(0);
  await expect(linkBox(page)).toHaveValue('');
});

test('a deep link loads the comments and draws at once; the keyword filter counts without a request', async ({
  page,
  request,
}) => {
  const giveaway = await commenters(request, commentHeavyVideoId);
  let requests = 0;
  page.on('request', (sent) => {
    if (sent.url().includes('/sandbox/youtube/v3/commentThreads')) requests += 1;
  });
  await page.goto(`/tools/comment-picker/${commentHeavyVideoId}`);
  await expect(linkBox(page)).toHaveValue(commentHeavyVideoId);
  await expect(winnerCard(page)).toBeVisible();
  expect(giveaway.has(await winnerName(page))).toBe(true);
  expect(requests).toBe(10);

  await main(page).getByRole('textbox', { name: 'Only comments containing' }).fill('zzzz-nobody');
  await expect(main(page).getByText(/^1,000 comments · 0 eligible entries/)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Reroll Winner' })).toBeDisabled();
  expect(requests).toBe(10);
});

test('with motion: the names shuffle, and after 4 s on the clock the winner shows', async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: 'no-preference' });
  const page = await context.newPage();
  // The page's clock stands still until the test moves it: however slow the machine, the
  // shuffle cannot end before the test has seen it.
  const start = new Date('2026-01-05T12:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(`/tools/comment-picker/${commentHeavyVideoId}`);
  await expect(main(page).getByText('Shuffling names…')).toBeVisible();
  await expect(winnerCard(page)).toHaveCount(0);
  await page.clock.runFor(4100);
  await expect(winnerCard(page)).toBeVisible();
  await expect(page.getByText(`The winner is ${await winnerName(page)}.`)).toBeAttached();
  await context.close();
});

test("a video without comments says 'No comments found.'; turned-off comments say so", async ({
  page,
}) => {
  await page.goto(`/tools/comment-picker/${noCommentsVideoId}`);
  await expect(main(page).getByRole('alert')).toHaveText('No comments found.');
  await page.goto(`/tools/comment-picker/${commentsDisabledVideoId}`);
  await expect(main(page).getByRole('alert')).toHaveText('Comments are turned off for this video.');
});

test('leaving the page aborts the comments in flight', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/sandbox\/youtube\/v3\/commentThreads/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  try {
    const aborted = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/sandbox/youtube/v3/commentThreads'),
    );
    await page.goto(`/tools/comment-picker/${commentHeavyVideoId}`);
    await expect(main(page).getByRole('status')).toContainText('Loading comments...');
    await main(page).getByRole('link', { name: 'All tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    expect((await aborted).failure()?.errorText).toContain('ABORTED');
  } finally {
    release();
  }
});
