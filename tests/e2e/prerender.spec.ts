import { demoReelVideoId, mixedPlaylistId } from '../../sandbox/youtube/dataset/index';
import { ROUTE_NAMES, ROUTES } from '../../src/domain/routing/routeTable';
import { expect, test, type Page } from './fixtures';

/**
 * Issue 16: every page that needs no visitor's input arrives as HTML made at build time by the
 * site's own screens and machines, then hydrates in place.
 */

const post = {
  slug: 'j-and-l-cuts-explained',
  title: 'J-Cuts and L-Cuts: The Invisible Edits That Make Dialogue Flow',
};

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages show their content from the HTML alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Jordan Vale' })).toBeVisible();

    await page.goto('/blog');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Featured post' })).toBeVisible();
    await expect(main.getByRole('link', { name: new RegExp(post.title.slice(0, 20)) })).toHaveCount(
      1,
    );

    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('J-cut');

    await page.goto('/store');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('link')).not.toHaveCount(0);

    await page.goto('/tools/qr-code-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'QR Code Generator' })).toBeVisible();
  });

  test('the page’s stylesheets come with it: the post cards are styled before any script', async ({
    page,
  }) => {
    await page.goto('/blog');
    const card = page.getByRole('main').getByRole('list').getByRole('article').first();
    // BlogPostCard.module.css, in the blog screen's own stylesheet: a bordered column card.
    await expect(card).toHaveCSS('display', 'flex');
    await expect(card).toHaveCSS('flex-direction', 'column');
    await expect(card).toHaveCSS('border-top-style', 'solid');
  });
});

/** Notes any element React throws away under #root: hydration that fails re-renders from scratch. */
async function watchRoot(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedFromRoot: string[] }).removedFromRoot = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id !== 'root') continue;
        record.removedNodes.forEach((node) => removed.push(node.nodeName));
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  return {
    errors,
    removed: () =>
      page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot),
  };
}

test('the blog hydrates the build’s markup in place and then works as an app', async ({ page }) => {
  const root = await watchRoot(page);
  await page.goto('/blog');
  const main = page.getByRole('main');
  const filter = main.getByRole('group', { name: 'Filter posts by category' });
  const second = filter.getByRole('button').nth(1);
  const category = (await second.textContent()) ?? '';
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByRole('region', { name: 'Featured post' })).toHaveCount(0);
  // The category's posts replace the page's list: every card left is of that category.
  const cards = main.getByRole('list').getByRole('article');
  await expect(cards.filter({ hasText: category })).not.toHaveCount(0);
  await expect(cards.filter({ hasNotText: category })).toHaveCount(0);
  expect(await root.removed()).toEqual([]);
  expect(root.errors).toEqual([]);
});

test('a prerendered post still counts the visit, and links on to the rest of the app', async ({
  page,
}) => {
  const root = await watchRoot(page);
  const counted = page.waitForResponse((response) =>
    response.url().includes('/rpc/increment_post_views'),
  );
  await page.goto(`/blog/${post.slug}`);
  await expect(page).toHaveTitle(`${post.title} — Jordan Vale`);
  expect((await counted).ok()).toBe(true);
  await page
    .getByRole('link', { name: /back to blog/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  // The tab's title follows the app's navigation.
  await expect(page).toHaveTitle('Blog — Jordan Vale');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(post.title.slice(0, 20)) })
    .first()
    .click();
  await expect(page).toHaveTitle(`${post.title} — Jordan Vale`);
  expect(await root.removed()).toEqual([]);
  expect(root.errors).toEqual([]);
});

test('a post without a page of its own (published after the build) is served by the app shell', async ({
  page,
}) => {
  const response = await page.goto('/blog/published-after-the-build');
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain('<div id="root"></div>');
  await expect(page.getByText('Post not found')).toBeVisible();
});

test('the tools index measures the window after hydrating: a phone gets the overlay', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  const root = await watchRoot(page);
  await page.goto('/tools');
  await expect(page.getByRole('dialog')).toContainText('Desktop Required');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  expect(await root.removed()).toEqual([]);
  expect(root.errors).toEqual([]);
  await context.close();
});

test('a crawler gets a post’s metadata, preview picture and structured data without JavaScript', async ({
  request,
}) => {
  const answer = await request.get(`/blog/${post.slug}`);
  const html = await answer.text();
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1];
  expect(html).toContain(`<title>${post.title} — Jordan Vale</title>`);
  expect(meta('name', 'description')).toMatch(/^Split edits/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+/blog/${post.slug}">`));
  expect(meta('property', 'og:type')).toBe('article');
  expect(meta('name', 'twitter:card')).toBe('summary_large_image');
  const structured = [
    ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? '{}') as { '@type': string; headline?: string });
  expect(structured).toContainEqual(
    expect.objectContaining({ '@type': 'BlogPosting', headline: post.title }),
  );

  const image = meta('property', 'og:image') ?? '';
  const picture = await request.get(new URL(image).pathname);
  expect(picture.headers()['content-type']).toBe('image/png');
  const png = await picture.body();
  // PNG header: width and height at bytes 16–23 of the IHDR chunk.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('robots.txt, the sitemap and the blog’s feed are files of their own', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^User-agent: \*\n[\s\S]*Sitemap: http\S+\/sitemap\.xml\n$/);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(sitemap).toMatch(new RegExp(`<loc>http[^<]+/blog/${post.slug}</loc><lastmod>`));
  expect(sitemap).toMatch(/<loc>http[^<]+\/tools\/video-analyzer<\/loc>/);

  const feed = await request.get('/rss.xml');
  expect(feed.headers()['content-type']).toMatch(/xml/);
  const items = (await feed.text()).match(/<item>/g) ?? [];
  expect(items).toHaveLength(12);
});

test('every page without input hydrates in place, in another time zone too', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Dates a page shows must not depend on where (or when) it is rendered.
  const context = await browser.newContext({ timezoneId: 'Pacific/Kiritimati' });
  const page = await context.newPage();
  const root = await watchRoot(page);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
  expect(paths.length).toBeGreaterThan(30);
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toBeVisible();
    expect({ path, removed: await root.removed(), errors: root.errors }).toEqual({
      path,
      removed: [],
      errors: [],
    });
  }
  await context.close();
});

/**
 * A tool's addresses as a visitor shares them, with a query: its prerendered page (hydrated), and
 * its parameter filled in (the app shell, rendered afresh).
 */
function sharedToolAddresses() {
  const tracking = 'utm_source=share&si=Xy12';
  const samples: Record<string, string> = {
    videoId: demoReelVideoId,
    channelId: '@kitchenlabdaily',
    playlistId: mixedPlaylistId,
    searchTitle: 'how to edit videos',
    searchQuery: 'editing',
    type: 'shorts',
  };
  const tools = ROUTE_NAMES.map((name) => ROUTES[name].path).filter((path) =>
    path.startsWith('/tools/'),
  );
  const pages = [
    '/tools/channel-comparer?a=%40kitchenlabdaily&b=%40mayacodes',
    '/tools/channel-comparer?a=%40kitchenlabdaily',
    ...tools.map((path) => `${path.replace(/\/:\w+\?/g, '')}?${tracking}`),
  ];
  const filled = tools
    .filter((path) => path.includes(':'))
    .map(
      (path) =>
        `${path.replace(/:(\w+)\?/g, (_, name: string) => encodeURIComponent(samples[name] ?? ''))}?${tracking}`,
    );
  return { pages, filled };
}

test('a tool’s shared address, with any query, opens without a console error', async ({ page }) => {
  test.setTimeout(240_000);
  const root = await watchRoot(page);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const { pages, filled } = sharedToolAddresses();
  expect(pages).toHaveLength(18);
  for (const address of [...pages, ...filled]) {
    await page.goto(address, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toBeVisible();
    // Only a prerendered page is hydrated: the app shell has no markup to keep.
    const removed = pages.includes(address) ? await root.removed() : [];
    expect({ address, removed, errors: root.errors, logged }).toEqual({
      address,
      removed: [],
      errors: [],
      logged: [],
    });
  }
  // The comparer reads its query once the page has hydrated: the pair is in the boxes and runs.
  await page.goto('/tools/channel-comparer?a=%40kitchenlabdaily&b=%40mayacodes');
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'First YouTube channel' })).toHaveValue(
    '@kitchenlabdaily',
  );
  await expect(
    main.getByRole('heading', { level: 2, name: 'Kitchen Lab Daily vs Maya Codes' }),
  ).toBeVisible();
});
