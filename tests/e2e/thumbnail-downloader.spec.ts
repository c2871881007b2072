import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { demoReelVideoId } from '../../sandbox/youtube/dataset/fixedContent';

test.use({ viewport: { width: 1280, height: 900 } });

const title = 'Jordan Vale — Editing Demo Reel 2025';
const main = (page: Page) => page.getByRole('main');
const linkBox = (page: Page) => main(page).getByRole('textbox', { name: 'YouTube video URL' });
const thumbnail = (page: Page) => main(page).getByRole('img', { name: title });
const downloadButton = (page: Page) =>
  main(page).getByRole('button', { name: 'Download Thumbnail' });

test('from its index card to the thumbnail by typing a watch link and pressing Enter', async ({
  page,
}) => {
  await page.goto('/tools');
  const card = main(page).getByRole('article').filter({ hasText: 'Thumbnail Downloader' });
  await card.getByRole('link', { name: /Launch Tool/ }).click();
  await expect(page).toHaveURL(/\/tools\/thumbnail-downloader$/);

  await linkBox(page).fill(`https://www.youtube.com/watch?v=${demoReelVideoId}&t=30s`);
  await linkBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tools/thumbnail-downloader/${demoReelVideoId}$`));
  await expect(thumbnail(page)).toBeVisible();
  // The HD video's best thumbnail is maxres, served by the sandbox on the site's origin.
  await expect(thumbnail(page)).toHaveAttribute(
    'src',
    new RegExp(`/sandbox/youtube/thumbs/${demoReelVideoId}/maxres\\.svg$`),
  );
  await expect(thumbnail(page)).toHaveJSProperty('naturalWidth', 1280);
  await expect(main(page).getByText('1280 × 720 px')).toBeVisible();
  await expect(main(page).getByText('This run used 1 YouTube API quota unit.')).toBeVisible();
});

test('a deep link shows the thumbnail at once; the download is named by the documented rule', async ({
  page,
}) => {
  await page.goto(`/tools/thumbnail-downloader/${demoReelVideoId}`);
  await expect(thumbnail(page)).toBeVisible();
  await expect(linkBox(page)).toHaveValue(demoReelVideoId);

  const saved = page.waitForEvent('download');
  await downloadButton(page).click();
  const download = await saved;
  // Lowercased, each non-alphanumeric an underscore, at most 50 characters, '_thumbnail.jpg'.
  expect(download.suggestedFilename()).toBe('jordan_vale___editing_demo_reel_2025_thumbnail.jpg');
  const content = await readFile(await download.path(), 'utf8');
  expect(content).toContain('<svg');
  await expect(downloadButton(page)).toBeEnabled();
});

test('a download the browser cannot fetch opens the image in a new tab instead', async ({
  page,
  context,
}) => {
  await page.goto(`/tools/thumbnail-downloader/${demoReelVideoId}`);
  await expect(thumbnail(page)).toBeVisible();
  // As a thumbnail host without CORS headers would: the page's fetch of the image fails.
  await page.route(/\/sandbox\/youtube\/thumbs\//, (route) =>
    route.request().resourceType() === 'fetch' ? route.abort('failed') : route.fallback(),
  );
  const opened = context.waitForEvent('page');
  await downloadButton(page).click();
  const tab = await opened;
  await expect(tab).toHaveURL(
    new RegExp(`/sandbox/youtube/thumbs/${demoReelVideoId}/maxres\\.svg$`),
  );
  await expect(downloadButton(page)).toBeEnabled();
});

test("an unknown video says 'Video not found'", async ({ page }) => {
  await page.goto('/tools/thumbnail-downloader/zzzzzzzzzzz');
  await expect(main(page).getByRole('alert')).toHaveText('Video not found');
});
