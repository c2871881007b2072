import { expect, test } from './fixtures';

test('projects come from the database, featured first, each opening in a new tab', async ({
  page,
}) => {
  await page.goto('/projects');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const tiles = main.getByRole('article');
  // Data from the sandbox database: seconds on a busy machine (it is made in global-setup.ts).
  await expect(tiles).toHaveCount(7, { timeout: 30_000 });
  await expect(main.getByText('Featured', { exact: true })).toHaveCount(3);
  // Featured first: the first three tiles carry the ribbon.
  for (const index of [0, 1, 2]) {
    await expect(tiles.nth(index).getByText('Featured', { exact: true })).toBeVisible();
  }
  const link = tiles.first().getByRole('link', { name: /Explore Project/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  await expect(
    page.getByRole('complementary', { name: 'Site navigation' }).getByRole('link', {
      name: 'Projects',
    }),
  ).toHaveAttribute('aria-current', 'page');
});
