import { expect, test, type Page } from './fixtures';
import { SUBSCRIBE_LINK_COPIED_MS } from '../../src/domain/tools/subscribe-link-generator/subscribeLink';

test.use({ viewport: { width: 1280, height: 900 } });

const main = (page: Page) => page.getByRole('main');
const box = (page: Page) =>
  main(page).getByRole('textbox', { name: 'YouTube channel URL or handle' });
const card = (page: Page, title: string) => main(page).getByRole('article', { name: title });

test('from its index card to a subscribe link by typing a handle', async ({ page }) => {
  await page.goto('/tools');
  const tile = main(page).getByRole('article').filter({ hasText: 'Subscribe Link Generator' });
  await tile.getByRole('link', { name: /Launch Tool/ }).click();
  await expect(page).toHaveURL(/\/tools\/subscribe-link-generator$/);

  await box(page).fill('@mayacodes');
  await box(page).press('Enter');
  const result = card(page, 'Maya Codes');
  await expect(result.getByRole('link', { name: /sub_confirmation/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/@mayacodes?sub_confirmation=1',
  );
  await expect(result.getByText('9.8K subscribers')).toBeVisible();
  await expect(result.getByRole('img', { name: /^QR code for/ })).toBeVisible();
  await expect(main(page).getByText('This run used 1 YouTube API quota unit.')).toBeVisible();

  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download QR code' }).click();
  expect((await download).suggestedFilename()).toBe('subscribe-link-qrcode.png');
});

test("copies the link and shows 'Copied!' for 2 s", async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.clock.install();
  await page.goto('/tools/subscribe-link-generator');
  await box(page).fill('https://www.youtube.com/@kitchenlabdaily');
  await box(page).press('Enter');
  const result = card(page, 'Kitchen Lab Daily');
  await expect(result.getByRole('img', { name: /^QR code for/ })).toBeVisible();

  // The page's clock stands still from here, so the 2 s confirmation cannot run out before a
  // slow machine looks at it: the test moves the time on itself.
  await page.clock.pauseAt(Date.now() + 60_000);
  await result.getByRole('button', { name: 'Copy Link' }).click();
  await expect(result.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await page.clock.runFor(SUBSCRIBE_LINK_COPIED_MS - 1);
  await expect(result.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await page.clock.runFor(1);
  await expect(result.getByRole('button', { name: 'Copy Link' })).toBeVisible();
  await page.clock.resume();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'https://www.youtube.com/@kitchenlabdaily?sub_confirmation=1',
  );
});

test('a hidden subscriber count says so', async ({ page }) => {
  await page.goto('/tools/subscribe-link-generator');
  await box(page).fill('quietframefilms');
  await box(page).press('Enter');
  await expect(card(page, 'Quiet Frame Films').getByText('Subscriber count hidden')).toBeVisible();
});

test("an unknown handle says 'Channel not found'", async ({ page }) => {
  await page.goto('/tools/subscribe-link-generator');
  await box(page).fill('@nosuchchannelhere');
  await box(page).press('Enter');
  await expect(main(page).getByRole('alert')).toHaveText('Channel not found');
});
