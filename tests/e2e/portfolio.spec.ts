import { expect, test, type Page } from './fixtures';
import {
  commentHeavyVideoId,
  demoReelVideoId,
  ownerFixedVideos,
  portfolioPlaylistId,
} from '../../sandbox/youtube/dataset/fixedContent';

/** supabase/seed.sql's portfolio rows, newest first (the page's order), with their tags. */
const seedRows = [
  ['pvY5sA1gH9c', 'Music Videos'],
  ['pv_k2Mq7-Rw', 'Shorts'],
  ['pvZ8dB4nT6u', 'Gaming'],
  ['pvW3hX9lJ5y', 'Documentary'],
  ['pvQ0cR6eW2t', 'Music Videos'],
  ['pvN7pU5aF1q', 'Shorts'],
  ['pvK4vS0iZ8m', 'Gaming'],
  ['pvD6yG2oB3j', 'Documentary'],
  ['pvC1wE8tN5h', 'Music Videos'],
  ['pvA9fL3uV6g', 'Shorts'],
  ['pvM2xJ7rP4s', 'Gaming'],
  ['pvH5bz1YcK0', 'Documentary'],
  ['pvT3nW9dQ7e', 'Music Videos'],
  ['pvR8kq2LmXa', 'Gaming'],
] as const;

/** The titles the YouTube emulator gives those videos. */
function titleOf(videoId: string): string {
  const video = ownerFixedVideos.find((candidate) => candidate.id === videoId);
  if (!video) throw new Error(`the emulator has no fixed video ${videoId}`);
  return video.title;
}
const titlesTagged = (tag?: string) =>
  seedRows.filter(([, rowTag]) => tag === undefined || rowTag === tag).map(([id]) => titleOf(id));

/**
 * A stand-in player on the player's own origin that records the commands it receives; its root
 * element carries `data-listening` once it listens.
 */
async function stubPlayer(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(/youtube(-nocookie)?\.com/, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>player</title><script>window.commands = []; addEventListener("message", (e) => commands.push(e.data)); document.documentElement.dataset.listening = "";</script>',
    });
  });
  return requests;
}

const grid = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Portfolio videos' });
const cardTitles = (page: Page) =>
  grid(page).getByRole('article').getByRole('heading', { level: 3 });
const pageScrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

test('the grid shows the 14 portfolio videos, titled and pictured by the platform, newest first', async ({
  page,
}) => {
  await stubPlayer(page);
  await page.goto('/portfolio');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Professional Video Editor' }),
  ).toBeVisible();
  // Data from the sandbox database: seconds on a busy machine (it is made in global-setup.ts).
  await expect(cardTitles(page)).toHaveText(titlesTagged(), { timeout: 30_000 });

  const [firstId] = seedRows[0];
  const thumbnail = grid(page).getByRole('article').first().locator('img');
  await expect(thumbnail).toHaveAttribute('src', new RegExp(`/sandbox/youtube/thumbs/${firstId}/`));
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await expect(
    page.getByRole('complementary', { name: 'Site navigation' }).getByRole('link', {
      name: 'Portfolio',
    }),
  ).toHaveAttribute('aria-current', 'page');
});

test('choosing a category tab narrows the grid; All brings every video back', async ({ page }) => {
  await stubPlayer(page);
  await page.goto('/portfolio');
  const main = page.getByRole('main');
  await expect(cardTitles(page)).toHaveCount(14, { timeout: 30_000 });
  const tabs = main.getByRole('tablist', { name: 'Filter videos by category' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'All',
    'Documentary',
    'Gaming',
    'Music Videos',
    'Shorts',
  ]);

  await tabs.getByRole('tab', { name: 'Documentary' }).click();
  await expect(cardTitles(page)).toHaveText(titlesTagged('Documentary'));
  await expect(tabs.getByRole('tab', { name: 'Documentary' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await tabs.getByRole('tab', { name: 'All' }).click();
  await expect(cardTitles(page)).toHaveCount(14);
});

test('a video opens full screen with its player, locking the page; Escape closes and restores', async ({
  page,
}) => {
  const requests = await stubPlayer(page);
  await page.goto('/portfolio');
  await expect(cardTitles(page)).toHaveCount(14, { timeout: 30_000 });
  expect(await pageScrollLocked(page)).toBe(false);

  const [videoId] = seedRows[3];
  const title = titleOf(videoId);
  const opener = grid(page).getByRole('button', { name: `Play ${title}`, exact: false });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`,
  );
  await expect(dialog.locator('iframe')).toHaveAttribute('title', title);
  await expect.poll(() => requests.some((url) => url.includes(`/embed/${videoId}`))).toBe(true);
  await expect.poll(() => pageScrollLocked(page)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => pageScrollLocked(page)).toBe(false);
  await expect(opener).toBeFocused();
  await expect(page.getByRole('dialog').locator('iframe')).toHaveCount(0);
});

test('at 375px the filter is a dropdown that narrows the grid', async ({ page }) => {
  await stubPlayer(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/portfolio');
  const main = page.getByRole('main');
  await expect(cardTitles(page)).toHaveCount(14, { timeout: 30_000 });
  await expect(main.getByRole('tablist')).toBeHidden();

  const select = main.getByRole('combobox', { name: 'Category' });
  await expect(select).toBeVisible();
  await expect(select).toHaveValue('All');
  await select.selectOption('Gaming');
  await expect(select).toHaveValue('Gaming');
  await expect(cardTitles(page)).toHaveText(titlesTagged('Gaming'));
});

test('the hero links to the playlist analyzer and its showreel pauses through the player API', async ({
  page,
}) => {
  await stubPlayer(page);
  await page.goto('/portfolio');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Analyze my portfolio playlist' })).toHaveAttribute(
    'href',
    `/tools/playlist-analyzer/${portfolioPlaylistId}`,
  );

  // The poster paints first; the player starts once the page has loaded and the browser is idle.
  const player = main.getByTitle('Jordan Vale — Demo Reel 2025');
  await expect(player).toHaveAttribute('src', new RegExp(`/embed/${demoReelVideoId}\\?`), {
    timeout: 30_000,
  });
  const src = new URL((await player.getAttribute('src')) ?? '');
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    autoplay: '1',
    mute: '1',
    loop: '1',
    playlist: demoReelVideoId,
    enablejsapi: '1',
  });
  // The frame loads on its own time: press Pause only once the player listens (a command sent
  // before would go to a frame that is not yet on the player's origin, and be dropped).
  const playerFrame = player.contentFrame();
  await expect(playerFrame.locator('html[data-listening]')).toBeAttached();
  const commands = () =>
    playerFrame
      .locator('html')
      .evaluate(() => (window as unknown as { commands: string[] }).commands);
  expect(await commands()).toEqual([]);

  const control = main.getByRole('button', { name: 'Pause showreel' });
  await control.focus();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: 'Play showreel' })).toBeFocused();
  await expect.poll(commands).toEqual(['{"event":"command","func":"pauseVideo","args":[]}']);
});

test('with reduced motion the hero shows the poster and loads no player until Play', async ({
  page,
}) => {
  const requests = await stubPlayer(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/portfolio');
  const main = page.getByRole('main');
  const hero = main.getByRole('region', { name: 'Professional Video Editor' });
  await expect(hero.locator('img')).toHaveAttribute(
    'src',
    new RegExp(`/sandbox/youtube/thumbs/${demoReelVideoId}/`),
    { timeout: 30_000 },
  );
  await expect(hero.locator('iframe')).toHaveCount(0);
  expect(requests).toEqual([]);

  await hero.getByRole('button', { name: 'Play showreel' }).click();
  await expect(hero.getByTitle('Jordan Vale — Demo Reel 2025')).toHaveAttribute(
    'src',
    /autoplay=1/,
  );
  await expect(hero.getByRole('button', { name: 'Pause showreel' })).toBeVisible();
});

test('the latest upload is the channel’s newest video of a minute or more, and plays', async ({
  page,
}) => {
  await stubPlayer(page);
  await page.goto('/portfolio');
  const section = page.getByRole('main').getByRole('region', { name: 'Latest upload' });
  const title = titleOf(commentHeavyVideoId);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(title, { timeout: 30_000 });
  await expect(section.getByText('6:52')).toBeVisible();

  await section.getByRole('button', { name: `Play ${title} (6:52)` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    new RegExp(`/embed/${commentHeavyVideoId}\\?autoplay=1`),
  );
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => pageScrollLocked(page)).toBe(false);
});

test('quota: a first visit refreshes the page’s videos from the uploads playlist, never search; a returning visitor asks YouTube nothing', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const match = /\/sandbox\/youtube\/v3\/(\w+)/.exec(new URL(request.url()).pathname);
    if (match?.[1]) asked.push(match[1]);
  });
  const latest = page.getByRole('main').getByRole('region', { name: 'Latest upload' });
  const latestTitle = titleOf(commentHeavyVideoId);
  const expectPortfolio = async () => {
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText(latestTitle);
    await expect(cardTitles(page)).toHaveText(titlesTagged());
    await expect(grid(page).getByRole('article').first().locator('img')).toHaveAttribute(
      'src',
      /\/thumbs\//,
    );
  };
  const sidebarLink = (name: string) =>
    page
      .getByRole('complementary', { name: 'Site navigation' })
      .getByRole('link', { name, exact: true });

  // The page arrives with its videos, then refreshes them in the background: 3 units, no
  // search, kept in the browser (the cache holds the 14 clips and the latest upload).
  await page.goto('/portfolio');
  await expectPortfolio();
  await expect
    .poll(() =>
      page.evaluate((key) => {
        const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as {
          clips?: object;
          latest?: unknown;
        };
        return Object.keys(saved.clips ?? {}).length >= 14 && saved.latest !== undefined;
      }, 'portfolio-cache:v1'),
    )
    .toBe(true);
  expect(asked.sort()).toEqual(['playlistItems', 'videos', 'videos']);

  // Coming back (within the app, so the grid loads afresh): YouTube is asked nothing.
  asked.length = 0;
  await sidebarLink('Home').click();
  await expect(page).toHaveURL(/\/$/);
  await sidebarLink('Portfolio').click();
  await expectPortfolio();
  expect(asked).toEqual([]);
});
