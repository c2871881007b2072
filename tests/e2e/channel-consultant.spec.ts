import { expect, test, type Page } from './fixtures';
import { CONSULTANT_COPIED_MS } from '../../src/domain/tools/channel-consultant/consultant';

/**
 * The channel consultant end to end on the built site and the YouTube emulator: a channel's
 * real figures become a prompt in four modes; changing the mode asks YouTube nothing more.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const FAILED = 'Error analyzing channel. Please check the URL and try again.';

const main = (page: Page) => page.getByRole('main');
const channelBox = (page: Page) => main(page).getByRole('textbox', { name: 'YouTube channel URL' });
const promptBox = (page: Page, mode: string) =>
  main(page).getByRole('textbox', { name: `${mode} prompt` });
const modeRadio = (page: Page, mode: string) =>
  main(page).getByRole('radiogroup', { name: 'Prompt type' }).getByText(mode, { exact: true });

/** Counts the page's requests to the YouTube API from now on. */
function countYouTubeRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sandbox/youtube/v3/')) urls.push(request.url());
  });
  return urls;
}

async function generate(page: Page, channel: string) {
  await channelBox(page).fill(channel);
  await channelBox(page).press('Enter');
}

test('from its index card to an SEO prompt by typing a handle and pressing Enter', async ({
  page,
}) => {
  await page.goto('/tools');
  const card = main(page).getByRole('article').filter({ hasText: 'Channel Consultant' });
  await card.getByRole('link', { name: /Launch Tool/ }).click();
  await expect(page).toHaveURL(/\/tools\/channel-consultant$/);

  const requests = countYouTubeRequests(page);
  await generate(page, '@novagamingarena');
  const prompt = promptBox(page, 'SEO');
  await expect(prompt).toBeVisible();
  await expect(prompt).toHaveJSProperty('readOnly', true);
  await expect(prompt).toHaveValue(/^You are a YouTube SEO expert\./);
  await expect(prompt).toHaveValue(/Channel: Nova Gaming Arena \(@novagamingarena\)/);
  await expect(prompt).toHaveValue(/Subscribers: 23,100,000/);
  await expect(prompt).toHaveValue(/Category: Video game culture, Action game/);
  await expect(prompt).toHaveValue(/Latest uploads \(newest first\):\n1\. "/);
  await expect(prompt).toHaveValue(/exactly 5 title options/);
  await expect(prompt).toHaveValue(/at most 40 characters/);
  await expect(prompt).toHaveValue(/15–20 tags/);
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Nova Gaming Arena' }),
  ).toBeVisible();
  await expect(main(page).getByText('This run used 3 YouTube API quota units.')).toBeVisible();
  // channels, playlistItems, videos: no search.
  expect(requests.map((url) => new URL(url).pathname.split('/').pop())).toEqual([
    'channels',
    'playlistItems',
    'videos',
  ]);
});

test('switching the mode rebuilds the prompt without asking YouTube again', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-25T10:00:00'));
  await page.goto('/tools/channel-consultant');
  const requests = countYouTubeRequests(page);
  await generate(page, 'https://www.youtube.com/@freshcutsweekly');
  await expect(promptBox(page, 'SEO')).toBeVisible();
  const fetched = requests.length;
  expect(fetched).toBe(3);

  await modeRadio(page, 'Ideation').click();
  await expect(promptBox(page, 'Ideation')).toHaveValue(/exactly 10 new video ideas/);
  await modeRadio(page, 'Script').click();
  await expect(promptBox(page, 'Script')).toHaveValue(/about 5,000 words/);
  // The keyboard moves between the modes too.
  await main(page).getByRole('radio', { name: 'Script' }).press('ArrowRight');
  const trendjack = promptBox(page, 'Trendjack');
  await expect(trendjack).toHaveValue(/Today is Wednesday, November 25, 2026 \(2026-11-25\)\./);
  await expect(trendjack).toHaveValue(/Find 5–6 upcoming events/);
  await expect(trendjack).toHaveValue(/Monday, January 25, 2027 \(2027-01-25\), the next 2 months/);
  await expect(trendjack).toHaveValue(/Channel: Fresh Cuts Weekly/);

  expect(requests).toHaveLength(fetched);
});

test('Copy puts the prompt on the clipboard and reads Copied! for 2 s', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.clock.install();
  await page.goto('/tools/channel-consultant');
  await generate(page, '@jordanvaleedits');
  const prompt = promptBox(page, 'SEO');
  await expect(prompt).toBeVisible();

  // The page's clock stands still from here, so the 2 s cannot run out before a slow machine
  // looks: the test moves the time on itself.
  await page.clock.pauseAt(Date.now() + 60_000);
  await main(page).getByRole('button', { name: 'Copy', exact: true }).click();
  const copied = main(page).getByRole('button', { name: 'Copied!' });
  await expect(copied).toBeVisible();
  await page.clock.runFor(CONSULTANT_COPIED_MS - 1);
  await expect(copied).toBeVisible();
  await page.clock.runFor(1);
  await expect(main(page).getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
  await page.clock.resume();

  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(await prompt.inputValue());
  expect(text).toContain('Channel: Jordan Vale (@jordanvaleedits)');
});

test('a refused copy says so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
  });
  await page.goto('/tools/channel-consultant');
  await generate(page, '@jordanvaleedits');
  await expect(promptBox(page, 'SEO')).toBeVisible();
  await main(page).getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Failed to copy prompt');
});

test('a hidden subscriber count and a channel without uploads still get a prompt', async ({
  page,
}) => {
  await page.goto('/tools/channel-consultant');
  await generate(page, '@quietframefilms');
  await expect(promptBox(page, 'SEO')).toHaveValue(/Subscribers: subscriber count hidden/);

  await generate(page, 'https://www.youtube.com/@blankcanvasstudio');
  await expect(promptBox(page, 'SEO')).toHaveValue(/Channel: Blank Canvas Studio/);
  await expect(promptBox(page, 'SEO')).toHaveValue(/Average views per video: no uploads yet/);
  await expect(promptBox(page, 'SEO')).toHaveValue(/Latest uploads: no uploads yet/);
  await expect(main(page).getByText('This run used 1 YouTube API quota unit.')).toBeVisible();
});

test('an unknown channel gives the failure text without a retry', async ({ page }) => {
  await page.goto('/tools/channel-consultant');
  await generate(page, '@nobody-here-at-all');
  const alert = main(page).getByRole('alert');
  await expect(alert).toHaveText(FAILED);
  await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(channelBox(page)).toHaveValue('@nobody-here-at-all');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the form, the modes and the prompt fit the screen', async ({ page }) => {
    await page.goto('/tools/channel-consultant');
    const overlay = page.getByRole('button', { name: 'Continue Anyway' });
    if (await overlay.isVisible()) await overlay.click();
    await generate(page, '@novagamingarena');
    await expect(promptBox(page, 'SEO')).toBeVisible();
    await modeRadio(page, 'Trendjack').click();
    await expect(promptBox(page, 'Trendjack')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
