import { expect, test, type Page } from './fixtures';
import { emptyChannelId } from '../../sandbox/youtube/dataset/index';

test.use({ viewport: { width: 1280, height: 900 } });

const main = (page: Page) => page.getByRole('main');
const searchBox = (page: Page) =>
  main(page).getByRole('textbox', { name: 'YouTube channel URL, @handle or ID' });
const report = (page: Page) => main(page).getByRole('article', { name: /^Analysis of / });

test('from its index card to results by typing a handle and pressing Enter', async ({ page }) => {
  await page.goto('/tools');
  const card = main(page).getByRole('article').filter({ hasText: 'Channel Analyzer' });
  await card.getByRole('link', { name: /Launch Tool/ }).click();
  await expect(page).toHaveURL(/\/tools\/channel-analyzer$/);

  await searchBox(page).fill('@kitchenlabdaily');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/tools\/channel-analyzer\/@kitchenlabdaily$/);
  await expect(report(page)).toBeVisible();
  await expect(report(page).getByRole('heading', { level: 2 })).toHaveText('Kitchen Lab Daily');
  await expect(report(page).getByText('Diamond')).toBeVisible();
  await expect(report(page).getByRole('img', { name: /out of 5 stars/ })).toBeVisible();
  await expect(report(page).getByRole('region', { name: 'Achievements' })).toBeVisible();
  await expect(main(page).getByText('This run used 2 YouTube API quota units.')).toBeVisible();
});

test('after Back and Forward the box shows the channel the address analyses', async ({ page }) => {
  await page.goto('/tools/channel-analyzer');
  const analyse = async (handle: string, title: string) => {
    await searchBox(page).fill(handle);
    await searchBox(page).press('Enter');
    await expect(report(page).getByRole('heading', { level: 2 })).toHaveText(title);
  };
  await analyse('@kitchenlabdaily', 'Kitchen Lab Daily');
  await analyse('https://www.youtube.com/@mayacodes', 'Maya Codes');
  // The visitor's own link stays for the channel it stands for.
  await expect(searchBox(page)).toHaveValue('https://www.youtube.com/@mayacodes');

  await page.goBack();
  await expect(page).toHaveURL(/\/@kitchenlabdaily$/);
  await expect(report(page).getByRole('heading', { level: 2 })).toHaveText('Kitchen Lab Daily');
  await expect(searchBox(page)).toHaveValue('@kitchenlabdaily');
  await page.goForward();
  await expect(searchBox(page)).toHaveValue('@mayacodes');
  await expect(report(page).getByRole('heading', { level: 2 })).toHaveText('Maya Codes');
});

test('a deep link to a hidden subscriber count shows it as hidden', async ({ page }) => {
  await page.goto('/tools/channel-analyzer/@quietframefilms');
  await expect(report(page)).toBeVisible();
  await expect(searchBox(page)).toHaveValue('@quietframefilms');
  await expect(report(page).getByText('Hidden', { exact: true })).toBeVisible();
  await expect(
    report(page)
      .getByRole('region', { name: 'Left out of the score' })
      .getByText('Views per subscriber left out: the subscriber count is hidden'),
  ).toBeVisible();
  await expect(report(page).getByText(/ of 4 checks passed \(/)).toBeVisible();
});

test("a legacy /user/ link's address becomes the channel's @handle, with one run", async ({
  page,
}) => {
  await page.goto('/tools/channel-analyzer');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sandbox/youtube/v3/')) requests.push(request.url());
  });
  await searchBox(page).fill('https://www.youtube.com/user/beatstreet');
  await searchBox(page).press('Enter');
  await expect(report(page).getByRole('heading', { level: 2 })).toHaveText('Beat Street Sessions');
  await expect(page).toHaveURL(/\/tools\/channel-analyzer\/@beatstreetsessions$/);
  await expect(report(page).getByRole('heading', { level: 2 })).toHaveText('Beat Street Sessions');
  expect(requests).toHaveLength(2);
  await page.reload();
  await expect(report(page).getByRole('heading', { level: 2 })).toHaveText('Beat Street Sessions');
  await expect(searchBox(page)).toHaveValue('@beatstreetsessions');
  // The /user/ address was replaced, not added: Back leads to the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/tools\/channel-analyzer$/);
});

test("a channel without uploads says 'No videos found' and shows the rest", async ({ page }) => {
  await page.goto(`/tools/channel-analyzer/${emptyChannelId}`);
  await expect(report(page)).toBeVisible();
  await expect(
    report(page).getByRole('region', { name: 'Drawbacks' }).getByText('No videos found'),
  ).toBeVisible();
  await expect(report(page).getByRole('region', { name: 'Flagged words' })).toBeVisible();
});

test('flagged words are listed', async ({ page }) => {
  await page.goto('/tools/channel-analyzer/@cashdropkings');
  const words = report(page).getByRole('region', { name: 'Flagged words' });
  await expect(words.getByRole('listitem')).toHaveCount(7);
});

test("an unknown channel says 'Channel not found'", async ({ page }) => {
  await page.goto('/tools/channel-analyzer/@nosuchchannelhere');
  await expect(main(page).getByRole('alert')).toHaveText('Channel not found');
});

test('is usable on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tools/channel-analyzer/@quietframefilms');
  await expect(report(page)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
