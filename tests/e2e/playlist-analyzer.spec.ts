import { expect, test, type Page } from './fixtures';
import { mixedPlaylistId, portfolioPlaylistId } from '../../sandbox/youtube/dataset/index';

test.use({ viewport: { width: 1280, height: 900 } });

const main = (page: Page) => page.getByRole('main');
const searchBox = (page: Page) =>
  main(page).getByRole('textbox', { name: 'YouTube playlist URL or ID' });
const summary = (page: Page) => main(page).getByRole('article', { name: 'Playlist summary' });

test('typing a playlist link and pressing Enter shows the summary', async ({ page }) => {
  await page.goto('/tools/playlist-analyzer');
  await searchBox(page).fill(`https://www.youtube.com/playlist?list=${mixedPlaylistId}`);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tools/playlist-analyzer/${mixedPlaylistId}$`));
  await expect(summary(page)).toBeVisible();
  await expect(summary(page).getByText('3 unavailable')).toBeVisible();
  await expect(summary(page).getByText('Total views', { exact: true })).toBeVisible();
  await expect(summary(page).getByRole('region', { name: 'Languages' })).toContainText('Japanese');
  await expect(main(page).getByText('This run used 3 YouTube API quota units.')).toBeVisible();
});

test("the portfolio page's playlist link opens the portfolio playlist's summary", async ({
  page,
}) => {
  await page.goto('/portfolio');
  await main(page).getByRole('link', { name: 'Analyze my portfolio playlist' }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/playlist-analyzer/${portfolioPlaylistId}$`));
  await expect(summary(page)).toBeVisible();
  await expect(searchBox(page)).toHaveValue(portfolioPlaylistId);
});

test('a single-video link offers the video analyzer', async ({ page }) => {
  await page.goto('/tools/playlist-analyzer');
  await searchBox(page).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await searchBox(page).press('Enter');
  await main(page).getByRole('link', { name: 'Analyze this video in the Video Analyzer' }).click();
  await expect(page).toHaveURL(/\/tools\/video-analyzer\/dQw4w9WgXcQ$/);
});
