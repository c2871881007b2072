import { expect, test, type Page } from './fixtures';
import { TAG_COPIED_MS } from '../../src/domain/tools/tag-generator/tagGenerator';

test.use({ viewport: { width: 1280, height: 900 } });

/** A title the sandbox's coding channels answer (videos in category 27 with 2-word tags). */
const TITLE = 'TypeScript generics';

const main = (page: Page) => page.getByRole('main');
const titleBox = (page: Page) => main(page).getByRole('textbox', { name: 'Video title' });
const chips = (page: Page) => main(page).getByRole('button', { name: /^Remove tag / });
const meter = (page: Page) => main(page).getByRole('progressbar', { name: /characters/ });

test('typing a title and pressing Enter generates tags at its URL-encoded route', async ({
  page,
}) => {
  await page.goto('/tools/tag-generator');
  await titleBox(page).fill(TITLE);
  await titleBox(page).press('Enter');
  await expect(page).toHaveURL(/\/tools\/tag-generator\/TypeScript%20generics$/);
  await expect(chips(page).first()).toBeVisible();
  await expect(main(page).getByText('This run used 101 YouTube API quota units.')).toBeVisible();
});

test('a deep link with an encoded title runs at once; a chip removed, Clear goes back', async ({
  page,
}) => {
  await page.goto(`/tools/tag-generator/${encodeURIComponent('Git rebase & merge?')}`);
  await expect(titleBox(page)).toHaveValue('Git rebase & merge?');
  await expect(chips(page).first()).toBeVisible();

  const count = await chips(page).count();
  const before = Number(await meter(page).getAttribute('aria-valuenow'));
  const first = chips(page).first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await first.click();
  await expect(main(page).getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(chips(page)).toHaveCount(count - 1);
  expect(Number(await meter(page).getAttribute('aria-valuenow'))).toBeLessThan(before);

  await main(page).getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/tools\/tag-generator$/);
  await expect(titleBox(page)).toHaveValue('');
  await expect(chips(page)).toHaveCount(0);
});

test('a blank title shows the message', async ({ page }) => {
  await page.goto('/tools/tag-generator');
  await titleBox(page).fill('   ');
  await main(page).getByRole('button', { name: 'Generate tags' }).click();
  await expect(main(page).getByText('Please enter a video title')).toBeVisible();
  await expect(page).toHaveURL(/\/tools\/tag-generator$/);
});

test('Copy Tags copies them comma-separated and says Copied! for 2 s', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.clock.install();
  await page.goto(`/tools/tag-generator/${encodeURIComponent(TITLE)}`);
  await expect(chips(page).first()).toBeVisible();
  const tags = (
    await chips(page).evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? ''),
    )
  ).map((label) => label.replace(/^Remove tag /, ''));

  // The page's clock stands still from here, so the 2 s confirmation cannot run out before a
  // slow machine looks at it: the test moves the time on itself.
  await page.clock.pauseAt(Date.now() + 60_000);
  await main(page).getByRole('button', { name: 'Copy Tags' }).click();
  await expect(main(page).getByRole('button', { name: 'Copied!' })).toBeVisible();
  await page.clock.runFor(TAG_COPIED_MS - 1);
  await expect(main(page).getByRole('button', { name: 'Copied!' })).toBeVisible();
  await page.clock.runFor(1);
  await expect(main(page).getByRole('button', { name: 'Copy Tags' })).toBeVisible();
  await page.clock.resume();

  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tags.join(', '));
});
