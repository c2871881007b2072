import { expect, test, type Page } from './fixtures';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Site navigation' });

test('the sidebar shows the owner, four socials and both groups; the active link follows the path', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = sidebar(page);
  await expect(nav.getByRole('heading', { name: 'Jordan Vale' })).toBeVisible();
  await expect(nav.getByText('Video Editor', { exact: true })).toBeVisible();
  await expect(nav.getByRole('list', { name: /social/ }).getByRole('link')).toHaveCount(4);
  await expect(nav.getByText('Menu', { exact: true })).toBeVisible();
  await expect(nav.getByText('Resources', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();

  await page.goto('/links');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

test('at 1100px the sidebar is a drawer: menu button, dimmed overlay, Escape and overlay close it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Open navigation' });
  await expect(menu).toBeVisible();
  await expect(sidebar(page)).toBeHidden();

  await menu.click();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByTestId('sidebar-overlay')).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Close navigation' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await page.getByTestId('sidebar-overlay').click({ position: { x: 1000, y: 400 } });
  await expect(sidebar(page)).toBeHidden();

  await menu.click();
  await sidebar(page).getByRole('link', { name: 'Home' }).click();
  await expect(sidebar(page)).toBeHidden();
});

test('above 1100px the sidebar is always shown', async ({ page }) => {
  await page.setViewportSize({ width: 1101, height: 800 });
  await page.goto('/');
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
});
