import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STORYBOOK_CONTENT_SECURITY_POLICY } from '../../.storybook/hosting/storybookHeaders';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
}

const built = process.env.STORYBOOK_DIR ?? 'storybook-static';
const entries = Object.values(
  (
    JSON.parse(readFileSync(path.join(built, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    }
  ).entries,
);
const docsPages = entries.filter((entry) => entry.type === 'docs').map((entry) => entry.id);

/** Everything the page complains about: console errors, uncaught exceptions, refused loads. */
function complaints(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
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
  const sidebar = page.getByRole('navigation');
  for (const group of ['Foundations', 'Site', 'Tools', 'Shared UI']) {
    await expect(sidebar.getByRole('button', { name: group, exact: true })).toBeVisible();
  }
  expect(seen).toEqual([]);
});

test('a designer reaches a tool screen’s Docs page in two clicks from the sidebar', async ({
  page,
}) => {
  const seen = complaints(page);
  await page.goto('/');
  const sidebar = page.getByRole('navigation');
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
  const docs = preview(page);
  await expect(docs.getByText('brand.8', { exact: true })).toBeVisible();
  await expect(docs.getByText('--site-brand-a12', { exact: true })).toBeVisible();
  await expect(docs.getByText(/^\d+(\.\d+)?:1 on the page/).first()).toBeVisible();
  expect(seen).toEqual([]);
});

/**
 * Every Docs page, opened one after another in one preview as the sidebar opens them (the
 * preview's channel), each rendered without a console error. Split in four so the workers share
 * them.
 */
const PARTS = 4;
for (let part = 0; part < PARTS; part += 1) {
  const ids = docsPages.filter((_, index) => index % PARTS === part);
  test(`Docs pages render without console errors (part ${String(part + 1)} of ${String(PARTS)})`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + ids.length * 10_000);
    expect(docsPages.length).toBeGreaterThan(100);
    const seen = complaints(page);
    const problems: string[] = [];
    await page.goto(`/iframe.html?viewMode=docs&id=${ids[0]}`);
    await expect(page.locator('#storybook-docs h1').first()).toBeVisible();
    problems.push(...seen.splice(0).map((text) => `${ids[0]}: ${text}`));
    for (const id of ids.slice(1)) {
      await page.evaluate(
        (docsId) =>
          new Promise<void>((rendered) => {
            const channel = (
              window as unknown as {
                __STORYBOOK_ADDONS_CHANNEL__: {
                  on(event: string, listener: (id: string) => void): void;
                  off(event: string, listener: (id: string) => void): void;
                  emit(event: string, payload: unknown): void;
                };
              }
            ).__STORYBOOK_ADDONS_CHANNEL__;
            const done = (renderedId: string) => {
              if (renderedId !== docsId) return;
              channel.off('docsRendered', done);
              rendered();
            };
            channel.on('docsRendered', done);
            channel.emit('setCurrentStory', { storyId: docsId, viewMode: 'docs' });
          }),
        id,
      );
      await expect(page.locator('#storybook-docs h1').first()).toBeVisible();
      problems.push(...seen.splice(0).map((text) => `${id}: ${text}`));
    }
    expect(problems).toEqual([]);
  });
}
