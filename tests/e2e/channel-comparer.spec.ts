import { expect, test, type Page } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const main = (page: Page) => page.getByRole('main');
const first = (page: Page) => main(page).getByRole('textbox', { name: 'First YouTube channel' });
const second = (page: Page) => main(page).getByRole('textbox', { name: 'Second YouTube channel' });
const table = (page: Page) => main(page).getByRole('table');
const row = (page: Page, name: string) =>
  table(page).getByRole('row', { name: new RegExp(`^${name}`) });

test('from its index card to a comparison by typing two channels', async ({ page }) => {
  await page.goto('/tools');
  const card = main(page).getByRole('article').filter({ hasText: 'Channel Comparer' });
  await card.getByRole('link', { name: /Launch Tool/ }).click();
  await expect(page).toHaveURL(/\/tools\/channel-comparer$/);

  await first(page).fill('@kitchenlabdaily');
  await second(page).fill('https://www.youtube.com/@mayacodes');
  await second(page).press('Enter');
  await expect(page).toHaveURL(
    /\/tools\/channel-comparer\?a=%40kitchenlabdaily&b=https%3A%2F%2Fwww\.youtube\.com%2F%40mayacodes$/,
  );
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Kitchen Lab Daily vs Maya Codes' }),
  ).toBeVisible();
  await expect(row(page, 'Subscribers').getByRole('cell').first()).toContainText('Better');
  await expect(row(page, 'Keywords').getByRole('listitem')).toHaveCount(10);
  await expect(main(page).getByText('This run used 2 YouTube API quota units.')).toBeVisible();
});

test('a shared link runs the comparison at once; a hidden count reads Hidden', async ({ page }) => {
  await page.goto('/tools/channel-comparer?a=@quietframefilms&b=@mayacodes');
  await expect(table(page)).toBeVisible();
  await expect(first(page)).toHaveValue('@quietframefilms');
  await expect(second(page)).toHaveValue('@mayacodes');
  const subscribers = row(page, 'Subscribers');
  await expect(subscribers.getByRole('cell').first()).toHaveText('Hidden');
  await expect(subscribers).not.toContainText('Better');
  await expect(row(page, 'Views per subscriber')).not.toContainText('Better');
});

test('an unknown channel shows the comparer failure text', async ({ page }) => {
  await page.goto('/tools/channel-comparer?a=@mayacodes&b=@nosuchchannelhere');
  await expect(main(page).getByRole('alert')).toHaveText(
    'Error comparing channels. Please check the URLs and try again.',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the comparison fits the screen', async ({ page }) => {
    await page.goto('/tools/channel-comparer?a=@novagamingarena&b=@mayacodes');
    // The tools' desktop notice may cover the page on a phone; it can be dismissed.
    const dismiss = page.getByRole('button', { name: 'Continue Anyway' });
    if (await dismiss.isVisible().catch(() => false)) await dismiss.click();
    await expect(table(page)).toBeVisible();
    const overflow = await table(page).evaluate(
      (element) => element.scrollWidth - element.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await table(page).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  });
});
