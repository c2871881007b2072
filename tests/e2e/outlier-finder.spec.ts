import { expect, test, type Page } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

// Sandbox queries: 'film' matches videos and shorts of several channels, among them
// @quietframefilms, which hides its subscriber count; 'editing' matches no such channel.
const main = (page: Page) => page.getByRole('main');
const searchBox = (page: Page) => main(page).getByRole('textbox', { name: 'Search query' });
const typeToggle = (page: Page) => main(page).getByRole('radiogroup', { name: 'Video type' });
const resultsHeading = (page: Page, type: 'videos' | 'shorts', query: string) =>
  main(page).getByRole('heading', { level: 2, name: `Top ${type} for “${query}”` });

test('from its index card to results by typing a query and pressing Enter', async ({ page }) => {
  await page.goto('/tools');
  const card = main(page).getByRole('article').filter({ hasText: 'Outlier Finder' });
  await card.getByRole('link', { name: /Launch Tool/ }).click();
  await expect(page).toHaveURL(/\/tools\/outlier-finder$/);

  await searchBox(page).fill('editing');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/tools\/outlier-finder\/editing\/videos$/);
  await expect(resultsHeading(page, 'videos', 'editing')).toBeVisible();
  await expect(main(page).getByRole('article')).toHaveCount(6);
  await expect(main(page).getByText(/left out/)).toHaveCount(0);
  await expect(main(page).getByText('This run used 102 YouTube API quota units.')).toBeVisible();
  const first = main(page).getByRole('article').first();
  await expect(first.getByText(/^[\d,.]+x/)).toBeVisible();
  await expect(first.getByRole('link', { name: /on YouTube/ })).toHaveAttribute('target', '_blank');
  await expect(first.getByRole('link', { name: /^Analyze / })).toHaveAttribute(
    'href',
    /^\/tools\/video-analyzer\/[\w-]{11}$/,
  );
});

test('an empty query says so and runs nothing', async ({ page }) => {
  await page.goto('/tools/outlier-finder');
  await searchBox(page).press('Enter');
  await expect(main(page).getByText('Please enter a search query')).toBeVisible();
  await expect(page).toHaveURL(/\/tools\/outlier-finder$/);
});

test('a deep link runs at once; the toggle re-navigates to the shorts', async ({ page }) => {
  await page.goto('/tools/outlier-finder/film/videos');
  await expect(resultsHeading(page, 'videos', 'film')).toBeVisible();
  await expect(searchBox(page)).toHaveValue('film');
  await expect(typeToggle(page).getByRole('radio', { name: 'Videos' })).toBeChecked();

  await typeToggle(page).getByText('Shorts').click();
  await expect(page).toHaveURL(/\/tools\/outlier-finder\/film\/shorts$/);
  await expect(resultsHeading(page, 'shorts', 'film')).toBeVisible();
  await expect(typeToggle(page).getByRole('radio', { name: 'Shorts' })).toBeChecked();
});

test('videos of a channel that hides its subscriber count are left out, and counted', async ({
  page,
}) => {
  await page.goto('/tools/outlier-finder/film/videos');
  await expect(resultsHeading(page, 'videos', 'film')).toBeVisible();
  await expect(
    main(page).getByText(/^\d+ videos? left out: (their channels hide|its channel hides)/),
  ).toBeVisible();
  await expect(main(page).getByText('Quiet Frame Films')).toHaveCount(0);
});

test('an unknown type is replaced with videos, in place of the address visited', async ({
  page,
}) => {
  await page.goto('/tools');
  await page.goto('/tools/outlier-finder/editing/reels');
  await expect(page).toHaveURL(/\/tools\/outlier-finder\/editing\/videos$/);
  await expect(resultsHeading(page, 'videos', 'editing')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/tools$/);
});

test("a query that matches nothing says 'No videos found'", async ({ page }) => {
  await page.goto('/tools/outlier-finder/zzzzqqq/videos');
  await expect(main(page).getByRole('alert')).toHaveText('No videos found');
});
