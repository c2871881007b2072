import { expect, test, type Page } from './fixtures';

/** The seed's published posts, newest first; its draft must never show. */
const publishedSlugs = [
  'pacing-vertical-shorts',
  'thumbnails-that-earn-the-click',
  'the-complete-youtube-editing-workflow',
  'behind-the-cut-music-video-breakdown',
  'safe-links-in-creator-bios',
  'microphones-for-creators-under-200',
  'keyboard-shortcuts-that-save-hours',
  'retention-curve-calculator',
  'hook-the-first-30-seconds',
  'proxy-workflow-for-4k-footage',
  'budget-editing-rig-2024',
  'j-and-l-cuts-explained',
];
const draftSlug = 'draft-color-grading-secrets';

// The listing waits on several database reads, which share a busy machine with the other
// worker (the database itself is made in global-setup.ts): room beyond the 30 s default.
test.describe.configure({ timeout: 60_000 });

function listing(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    hero: main.getByRole('region', { name: 'Featured post' }),
    cards: main.getByRole('list').getByRole('article'),
    filter: main.getByRole('group', { name: 'Filter posts by category' }),
  };
}

const hrefsOf = (cards: ReturnType<typeof listing>['cards']) =>
  cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test('the featured post and every published post, never the draft', async ({ page }) => {
  await page.goto('/blog');
  const { main, hero, cards, filter } = listing(page);
  await expect(main.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(
    main.getByText(
      'Tips, tutorials, and insights on content creation, YouTube growth, and building your online presence.',
    ),
  ).toBeVisible();
  // Data from the sandbox database: seconds on a busy machine (it is made in global-setup.ts).
  await expect(hero).toBeVisible({ timeout: 45_000 });
  await expect(hero.getByRole('link')).toHaveAttribute(
    'href',
    '/blog/the-complete-youtube-editing-workflow',
  );
  await expect(cards).toHaveCount(publishedSlugs.length);
  await expect.poll(() => hrefsOf(cards)).toEqual(publishedSlugs.map((slug) => `/blog/${slug}`));
  await expect(main.locator(`a[href="/blog/${draftSlug}"]`)).toHaveCount(0);
  await expect(main.getByText('(Draft)')).toHaveCount(0);

  await expect(filter.getByRole('button', { name: 'All Posts' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  for (const name of ['Editing Tips', 'Gear', 'Tutorials', 'YouTube Growth']) {
    await expect(filter.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
  }
  // One interactive post, and each card shows its date and read time.
  await expect(cards.getByText('Interactive', { exact: true })).toHaveCount(1);
  await expect(cards.first().getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(cards.first().getByText('5 min read')).toBeVisible();
});

test("a category hides the hero and shows only that category's posts", async ({ page }) => {
  await page.goto('/blog');
  const { hero, cards, filter } = listing(page);
  await expect(hero).toBeVisible({ timeout: 45_000 });

  await filter.getByRole('button', { name: 'Gear' }).click();
  await expect(filter.getByRole('button', { name: 'Gear' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(hero).toBeHidden();
  await expect(cards).toHaveCount(2);
  await expect
    .poll(() => hrefsOf(cards))
    .toEqual(['/blog/microphones-for-creators-under-200', '/blog/budget-editing-rig-2024']);
  for (const card of await cards.all()) {
    await expect(card.getByText('Gear', { exact: true })).toBeVisible();
  }

  await filter.getByRole('button', { name: 'All Posts' }).click();
  await expect(hero).toBeVisible();
  await expect(cards).toHaveCount(publishedSlugs.length);
});

test('a card opens its post', async ({ page }) => {
  await page.goto('/blog');
  const { cards } = listing(page);
  await expect(cards).toHaveCount(publishedSlugs.length, { timeout: 45_000 });
  // Anywhere on the card follows its one link.
  await cards.nth(1).click();
  await expect(page).toHaveURL(/\/blog\/thumbnails-that-earn-the-click$/);
});

test('the connection check (docs/product.md, blog) logs the count of published posts, and no analytics loads on the sandbox', async ({
  page,
  baseURL,
}) => {
  const logged = page.waitForEvent('console', (message) =>
    message.text().startsWith('blog: database connected'),
  );
  await page.goto('/blog');
  expect((await logged).text()).toBe(
    `blog: database connected, ${publishedSlugs.length} published posts`,
  );
  await expect(listing(page).cards).toHaveCount(publishedSlugs.length);
  const scripts = await page.evaluate(() =>
    [...document.scripts].map((script) => script.src).filter(Boolean),
  );
  expect(scripts.every((src) => src.startsWith(baseURL ?? '-'))).toBe(true);
});
