import { expect, test } from './fixtures';

test('a screen whose code fails to download gives a clear message and a reload that recovers', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Missing Clip')).toBeVisible();

  // From now on every script request fails, as when offline or after a redeploy.
  await page.route('**/assets/**/*.js', (route) => route.abort('internetdisconnected'));
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Back to Home' }).click();

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  // The shell stays usable around the error.
  await expect(page.getByRole('complementary', { name: 'Site navigation' })).toBeVisible();

  await page.unrouteAll();
  // A whole new page load, as after page.goto: wait for it before looking for the screen.
  const reloaded = page.waitForEvent('load');
  await alert.getByRole('button', { name: 'Reload page' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Jordan Vale' })).toBeVisible();
});
