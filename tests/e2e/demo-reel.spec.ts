import { expect, test } from './fixtures';

test('the demo reel opens and closes by keyboard, loading no player until opened', async ({
  page,
}) => {
  const playerRequests: string[] = [];
  await page.route(/youtube(-nocookie)?\.com/, (route) => {
    playerRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' });
  });

  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Watch Demo Reel' });
  await expect(trigger).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(playerRequests).toEqual([]);

  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const player = dialog.locator('iframe');
  await expect(player).toHaveAttribute('src', /\/embed\/[\w-]{11}\?.*autoplay=1/);
  await expect.poll(() => playerRequests.length).toBeGreaterThan(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: /close/i }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});
