import { expect, test } from './fixtures';

test.describe('static pages show their key texts', () => {
  test('home', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Jordan Vale' })).toBeVisible();
    await expect(main.getByText('Professional Video Editor').first()).toBeVisible();
    for (const stat of ['130M+', '300+', '20+']) {
      await expect(main.getByText(stat, { exact: true })).toBeVisible();
    }
    for (const heading of ['About Me', 'My Stack', "I've Worked With", 'My Projects & Tools']) {
      await expect(main.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(main.getByText('+ 12 more creators and counting')).toBeVisible();
    await expect(main.getByText('Ready to work together?')).toBeVisible();
    await expect(main.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio',
    );
    await expect(main.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(main.getByText('© 2025')).toBeVisible();
    await expect(page).toHaveTitle(/Jordan Vale/);
  });

  test('links', async ({ page }) => {
    await page.goto('/links');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Jordan Vale' })).toBeVisible();
    await expect(main.getByText('Get in Touch')).toBeVisible();
    await expect(main.getByRole('link', { name: /More/ })).toHaveAttribute('href', '/extra-links');
  });

  test('extra links', async ({ page }) => {
    await page.goto('/extra-links');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: /Back to Main Links/ })).toHaveAttribute(
      'href',
      '/links',
    );
    const external = main.locator('a[target="_blank"]');
    await expect(external).toHaveCount(7);
  });
});

test.describe('404', () => {
  for (const path of ['/no-such-page', '/blog/a/b/c', '/tools/unknown-tool']) {
    test(`an unknown path (${path}) shows the 404 page`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByText('Missing Clip')).toBeVisible();
      await expect(main.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Back to Home' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Go Back' })).toBeVisible();
      for (const tile of ['Portfolio', 'Projects', 'Blog', 'Contact']) {
        await expect(
          main.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', {
            name: new RegExp(tile),
          }),
        ).toBeVisible();
      }
    });
  }

  test('Go Back returns to the previous page, Back to Home goes home', async ({ page }) => {
    await page.goto('/links');
    await page.goto('/missing');
    await expect(page.getByText('Missing Clip')).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/links$/);

    await page.goto('/missing');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Go Back in a new tab opened on the missing page goes home', async ({ page }) => {
    await page.goto('/links');
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => window.open('/missing', '_blank')),
    ]);
    await tab.waitForLoadState();
    await expect(tab.getByText('Missing Clip')).toBeVisible();
    await tab.getByRole('button', { name: 'Go Back' }).click();
    await expect(tab).toHaveURL(/\/$/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Jordan Vale' })).toBeVisible();
  });
});
