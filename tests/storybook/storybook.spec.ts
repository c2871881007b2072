import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STORYBOOK_CONTENT_SECURITY_POLICY } from '../../.storybook/hosting/storybookHeaders';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
}

const built = process.env.STORYBOOK_DIR ?? 'storybook-static';
if (!existsSync(path.join(built, 'index.json'))) {
  throw new Error(`No Storybook build in ${built}/: run \`npm run build-storybook\` first`);
}
const entries = Object.values(
  (
    JSON.parse(readFileSync(path.join(built, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    }
  ).entries,
);
const docsPages = entries.filter((entry) => entry.type === 'docs').map((entry) => entry.id);

/**
 * What the browser says when the post's HTML block, sandboxed, tries to open a dialog: the
 * blog's HTML block fixtures show that it cannot.
 */
const SANDBOX_REFUSED_DIALOG = /^Ignored call to 'alert\(\)'\. The document is sandboxed/;

/** Everything the page complains about: console errors, uncaught exceptions, refused loads. */
function complaints(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !SANDBOX_REFUSED_DIALOG.test(message.text())) {
      seen.push(message.text());
    }
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return seen;
}

const preview = (page: Page) => page.frameLocator('#storybook-preview-iframe');

test('the Storybook opens on its introduction, under its own strict headers', async ({ page }) => {
  const seen = complaints(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toBe(STORYBOOK_CONTENT_SECURITY_POLICY);
  expect(response?.headers()['x-frame-options']).toBe('SAMEORIGIN');

  await expect(
    preview(page).getByRole('heading', { level: 1, name: "Jordan Vale — the site's components" }),
  ).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Stories' });
  for (const group of ['Foundations', 'Site', 'Tools', 'Shared UI']) {
    await expect(sidebar.getByText(group, { exact: true })).toBeVisible();
  }
  expect(seen).toEqual([]);
});

test('a designer reaches a tool screen’s Docs page in two clicks from the sidebar', async ({
  page,
}) => {
  const seen = complaints(page);
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Stories' });
  await sidebar.getByRole('button', { name: 'comment-picker', exact: true }).click();
  await sidebar.getByRole('button', { name: 'CommentPickerScreen', exact: true }).click();

  const docs = preview(page);
  await expect(docs.getByRole('heading', { level: 1, name: 'CommentPickerScreen' })).toBeVisible();
  await expect(docs.getByRole('heading', { name: 'Machine states' })).toBeVisible();
  await expect(docs.getByRole('heading', { name: 'Every state' })).toBeVisible();
  expect(seen).toEqual([]);
});

test('the Foundations pages show the theme’s colours with their contrast', async ({ page }) => {
  const seen = complaints(page);
  await page.goto('/?path=/docs/foundations-colours--docs');
  const swatch = (name: string) =>
    preview(page)
      .getByRole('listitem')
      .filter({ has: page.getByText(name, { exact: true }) });
  // The filled buttons' red carries white text at AA.
  await expect(swatch('brand.8')).toContainText(/white text on it \d+(\.\d+)?:1 · AA/);
  await expect(swatch('dark.0')).toContainText(/:1 on the page · AAA? text/);
  await expect(swatch('--site-brand-a12')).toContainText(/:1 on the page/);
  expect(seen).toEqual([]);
});

/**
 * Every Docs page, each opened on its own as a link to it would (the sidebar's in-page switch can
 * reload the preview, which hides what a page logs), rendered without a console error or an
 * error display. Split in four so the workers share them.
 */
const PARTS = 4;
for (let part = 0; part < PARTS; part += 1) {
  const ids = docsPages.filter((_, index) => index % PARTS === part);
  test(`Docs pages render without console errors (part ${String(part + 1)} of ${String(PARTS)})`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + ids.length * 15_000);
    expect(docsPages.length).toBeGreaterThan(100);
    const seen = complaints(page);
    const problems: string[] = [];
    for (const id of ids) {
      await page.goto(`/iframe.html?viewMode=docs&id=${id}`);
      await expect(page.locator('#storybook-docs h1').first()).toBeVisible();
      await expect(page.locator('.sb-show-errordisplay')).toHaveCount(0);
      problems.push(...seen.splice(0).map((text) => `${id}: ${text}`));
    }
    expect(problems).toEqual([]);
  });
}
