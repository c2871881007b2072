import { expect, test, type APIRequestContext, type Page } from './fixtures';

const rest = '/sandbox/supabase/rest/v1';
const headers = { apikey: 'sandbox-anon-key', Authorization: 'Bearer sandbox-anon-key' };
// The sandbox database is created before the first test (global-setup.ts), but its reads share
// a busy machine with everything else: the first load of a page gets room beyond the default.
const firstLoad = { timeout: 45_000 };
test.describe.configure({ timeout: 60_000 });
const allowedProtocols = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'];

/** A published post's row as the database holds it now, read the way supabase-js reads it. */
async function readPost(request: APIRequestContext, slug: string) {
  const answer = await request.get(`${rest}/blog_posts?slug=eq.${slug}&select=id,title,views`, {
    headers,
    timeout: 30_000,
  });
  expect(answer.status()).toBe(200);
  const rows = (await answer.json()) as { id: number; title: string; views: number }[];
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error(`no published post '${slug}'`);
  return row;
}

/**
 * The next call of the database's view counter for this post (a call for a post seen earlier
 * may still be on its way when the next one starts).
 */
function nextViewCount(page: Page, postId: number) {
  return page.waitForResponse(
    (response) =>
      response.url().includes(`${rest}/rpc/increment_post_views`) &&
      response.request().method() === 'POST' &&
      (response.request().postDataJSON() as { post_id?: unknown } | null)?.post_id === postId,
    firstLoad,
  );
}

/** Fails the test if the page ever opens an alert, confirm or prompt. */
function forbidDialogs(page: Page) {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/**
 * Every link, image, frame and form address in the page whose scheme is not on the documented list.
 */
function unsafeAddresses(page: Page) {
  return page.evaluate((allowed) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
        const value = element.getAttribute(name);
        if (value === null) continue;
        const { protocol } = new URL(value, document.baseURI);
        if (!allowed.includes(protocol)) found.push(`<${element.tagName}> ${name}="${value}"`);
      }
      for (const { name } of element.attributes) {
        if (name.startsWith('on')) found.push(`<${element.tagName}> ${name}`);
      }
    }
    return found;
  }, allowedProtocols);
}

test.beforeEach(async ({ page }) => {
  // The YouTube player cannot load offline; answer at once instead of waiting for the network.
  await page.route(/youtube-nocookie\.com/, (route) => route.abort());
});

test('a visit counts one view; the same browser counts no more that day', async ({
  page,
  request,
}) => {
  const slug = 'microphones-for-creators-under-200';
  const before = await readPost(request, slug);
  const main = page.getByRole('main');

  const counted = nextViewCount(page, before.id);
  await page.goto(`/blog/${slug}`);
  await expect(main.getByRole('heading', { level: 1, name: before.title })).toBeVisible(firstLoad);
  const response = await counted;
  expect(response.ok()).toBe(true);
  expect(await response.json()).toBe(before.views + 1);

  // The browser remembers the post it counted today: a reload asks the counter nothing.
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes(`${rest}/rpc/increment_post_views`)) asked.push(sent.url());
  });
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: before.title })).toBeVisible(firstLoad);
  await expect(main.getByText('min read').first()).toBeVisible();
  expect(asked).toEqual([]);
  expect((await readPost(request, slug)).views).toBe(before.views + 1);
});

test('40 views of a post sent at once from one address count 3 (the hourly cap)', async ({
  request,
}) => {
  const slug = 'keyboard-shortcuts-that-save-hours';
  const before = await readPost(request, slug);
  // Each claims another address: the gateway, as Cloudflare does, trusts none of them.
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      request.post(`${rest}/rpc/increment_post_views`, {
        headers: {
          ...headers,
          'X-Forwarded-For': `198.51.100.${String(i)}`,
          'CF-Connecting-IP': `203.0.113.${String(i)}`,
        },
        data: { post_id: before.id },
        timeout: 45_000,
      }),
    ),
  );
  expect(answers.every((answer) => answer.ok())).toBe(true);
  expect((await readPost(request, slug)).views).toBe(before.views + 3);
});

test('a post with a video loads no player until the visitor presses Play, then plays it in place', async ({
  page,
}) => {
  await page.goto('/blog/behind-the-cut-music-video-breakdown');
  const main = page.getByRole('main');
  const title = 'Behind the Cut: Breaking Down My 2025 Demo Reel';
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible(firstLoad);
  await expect(main.getByText('Tutorials', { exact: true })).toBeVisible();
  await expect(main.getByText('March 3, 2025')).toBeVisible();
  await expect(main.getByText('8 min read')).toBeVisible();
  // Markdown follows the video.
  await expect(main.getByRole('heading', { level: 2, name: 'Watch it first' })).toBeVisible();

  // A facade: the play button holds the player's 16:9 place, and no third-party frame loads.
  const play = main.getByRole('button', { name: `Play video: ${title}` });
  await expect
    .poll(async () => {
      const box = await play.boundingBox();
      return box ? Math.abs(box.width / box.height - 16 / 9) : null;
    })
    .toBeLessThan(0.01);
  await expect(main.locator('iframe')).toHaveCount(0);
  // Its poster is the video's thumbnail (the sandbox's picture beside its API), loaded.
  const poster = play.locator('img');
  await expect(poster).toHaveJSProperty('complete', true);
  expect(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/sandbox\/youtube\/thumbs\/JVreel2025a\/high\.svg$/,
  );
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await play.scrollIntoViewIfNeeded();
  const facadeBox = await play.boundingBox();

  await play.click();
  const player = main.locator(`iframe[title="Video: ${title}"]`);
  // Pressing Play is the visitor's wish to watch: it starts at once, in the same place.
  await expect(player).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/JVreel2025a?autoplay=1&rel=0',
  );
  await expect(player).toBeFocused();
  await expect(player).toHaveAttribute('allow', /\bfullscreen\b/);
  await expect(player).toHaveAttribute(
    'allow',
    'autoplay; encrypted-media; picture-in-picture; fullscreen',
  );
  expect(await player.boundingBox()).toEqual(facadeBox);
  await expect(main.locator('iframe')).toHaveCount(1);
});

test('the interactive post runs its HTML block in a sandbox that cannot reach the page', async ({
  page,
  request,
}) => {
  const dialogs = forbidDialogs(page);
  await page.goto('/blog/retention-curve-calculator');
  const main = page.getByRole('main');
  const title = 'Interactive: Estimate Your Audience Retention Curve';
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible(firstLoad);

  const block = main.locator(`iframe[title="Interactive block: ${title}"]`);
  await expect(block).toHaveAttribute('sandbox', 'allow-scripts');
  // Its own document, so the page's Content-Security-Policy (no inline scripts) holds.
  await expect(block).toHaveAttribute('src', '/embed/html-block.html');
  await expect(block).not.toHaveAttribute('srcdoc');
  await expect.poll(async () => (await block.boundingBox())?.height).toBe(800);

  // Its own scripts run: the widget computes its result...
  const widget = page.frameLocator(`iframe[title="Interactive block: ${title}"]`);
  await expect(widget.getByText('Average percentage viewed')).toBeVisible();
  await widget.getByLabel('Average view duration (minutes)').fill('5');
  await expect(widget.locator('#result strong')).toHaveText('50%');

  // ...but from inside the frame the page is another origin, out of reach.
  const frame = await (await block.elementHandle()).contentFrame();
  if (!frame) throw new Error('the HTML block has no frame');
  const reach = await frame.evaluate(() => {
    const attempt = (action: () => unknown) => {
      try {
        action();
        return 'allowed';
      } catch (error) {
        return error instanceof Error ? error.name : String(error);
      }
    };
    return {
      origin: window.origin,
      parentDocument: attempt(() => window.parent.document.title),
      cookie: attempt(() => document.cookie),
      localStorage: attempt(() => window.localStorage.length),
    };
  });
  expect(reach).toEqual({
    origin: 'null',
    parentDocument: 'SecurityError',
    cookie: 'SecurityError',
    localStorage: 'SecurityError',
  });

  // A link inside the post opens the other post: a new screen, which loads and counts it.
  const linked = await readPost(request, 'hook-the-first-30-seconds');
  const counted = nextViewCount(page, linked.id);
  await main.getByRole('link', { name: 'hooking the first 30 seconds' }).click();
  await expect(page).toHaveURL(/\/blog\/hook-the-first-30-seconds$/);
  await expect(
    main.getByRole('heading', {
      level: 1,
      name: 'Hook the First 30 Seconds: Editing for Retention',
    }),
  ).toBeVisible();
  expect((await counted).ok()).toBe(true);
  await expect(main.locator('iframe')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the hostile seed post renders inert: no script address, no dialog, safe links work', async ({
  page,
}) => {
  const dialogs = forbidDialogs(page);
  await page.goto('/blog/safe-links-in-creator-bios');
  const main = page.getByRole('main');
  const article = main.getByRole('article');
  await expect(
    main.getByRole('heading', {
      level: 1,
      name: 'Safe Links in Creator Bios: What a Link-in-Bio Page Should Never Contain',
    }),
  ).toBeVisible(firstLoad);
  await expect(article.getByRole('img', { name: 'A safe, local image' })).toBeVisible();

  expect(await unsafeAddresses(page)).toEqual([]);
  expect(await page.locator('[href^="javascript:" i], [src^="javascript:" i]').count()).toBe(0);

  // The bad links' words stay as plain text; the data: image is gone.
  const badItems = article.getByRole('listitem').filter({ hasText: /script|capitals|Windows/ });
  await expect(badItems).toHaveCount(3);
  await expect(badItems.getByRole('link')).toHaveCount(0);
  await expect(article.getByRole('img', { name: 'img' })).toHaveCount(0);
  for (const words of ['click', 'x', 'v']) {
    await badItems.getByText(words, { exact: true }).click();
  }
  await expect(page).toHaveURL(/\/blog\/safe-links-in-creator-bios$/);

  // The seed's raw HTML became nothing: its words are plain text, no element came from it.
  const rawParagraph = article.getByText(/Raw HTML pasted into a post does nothing either/);
  await expect(rawParagraph).toContainText('this raw link is plain text.');
  await expect(rawParagraph.getByRole('link')).toHaveCount(0);
  await expect(article.locator('script, img[src="x"]')).toHaveCount(0);

  // The good ones keep working.
  const help = article.getByRole('link', { name: /YouTube's help centre/ });
  await expect(help).toHaveAttribute('href', 'https://support.google.com/youtube/');
  await expect(help).toHaveAttribute('target', '_blank');
  await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(article.getByRole('link', { name: 'hello@jordanvale.studio' })).toHaveAttribute(
    'href',
    'mailto:hello@jordanvale.studio?subject=Collab',
  );
  await article.getByRole('link', { name: 'my contact page' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(main.getByRole('heading', { level: 1, name: "Let's Work Together" })).toBeVisible();
  expect(dialogs).toEqual([]);
});

/**
 * The seed's hostile post has raw HTML but no HTML block, so this test adds more raw HTML and a
 * hostile block to the post as the database returns it: what the page must survive if such a
 * post is ever published.
 */
const rawHtml = `

<script>alert('script tag')</script>

<img src="x" onerror="alert('img onerror')">

<iframe src="javascript:alert('frame')"></iframe>

Inline <a href="javascript:alert('raw link')">raw link</a> and <b onclick="alert(1)">raw bold</b>.`;

const escapingBlock = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Escape attempt</title></head>
<body><p>Escape attempt</p>
<script>
  function attempt(action) {
    try { action(); return 'allowed'; } catch (error) { return error.name; }
  }
  var report = {
    source: 'escape-attempt',
    parentDocument: attempt(function () { parent.document.body.innerHTML = 'PWNED'; }),
    topDocument: attempt(function () { top.document.title = 'PWNED'; }),
  };
  try { alert('sandbox alert'); } catch (error) {}
  try { window.open('/contact'); } catch (error) {}
  try { top.location.href = '/contact'; report.topNavigation = 'allowed'; }
  catch (error) { report.topNavigation = error.name; }
  parent.postMessage(report, '*');
</script>
</body></html>`;

test('raw HTML and a hostile HTML block cannot script the page', async ({ page }) => {
  const dialogs = forbidDialogs(page);
  const popups: string[] = [];
  page.on('popup', (popup) => popups.push(popup.url()));
  await page.addInitScript(() => {
    const reports: unknown[] = [];
    Object.assign(window, { escapeReports: reports });
    window.addEventListener('message', (event: MessageEvent) => reports.push(event.data));
  });
  await page.route(
    /\/rest\/v1\/blog_posts\?.*slug=eq\.safe-links-in-creator-bios/,
    async (route) => {
      const response = await route.fetch();
      const post = (await response.json()) as { content: string };
      await route.fulfill({
        response,
        json: { ...post, content: post.content + rawHtml, html_code: escapingBlock },
      });
    },
  );

  // As a post changed after the build: its page is the app shell, which reads it from the API.
  await page.route('**/blog/safe-links-in-creator-bios', async (route) => {
    const shell = await route.fetch({ url: new URL('/app-shell', route.request().url()).href });
    await route.fulfill({ response: shell });
  });
  await page.goto('/blog/safe-links-in-creator-bios');
  const main = page.getByRole('main');
  const article = main.getByRole('article');
  const heading = main.getByRole('heading', { level: 1, name: /^Safe Links in Creator Bios/ });
  await expect(heading).toBeVisible(firstLoad);
  await expect(article).toContainText('Inline raw link and raw bold.');

  // The block's script ran, and every attempt on the page around it was refused.
  await expect
    .poll(() => page.evaluate(() => (window as { escapeReports?: unknown[] }).escapeReports))
    .toContainEqual({
      source: 'escape-attempt',
      parentDocument: 'SecurityError',
      topDocument: 'SecurityError',
      topNavigation: expect.any(String) as unknown,
    });

  // Nothing from the source became an element; the one frame is the sandboxed block.
  await expect(article.locator('script, img[src="x"], b')).toHaveCount(0);
  await expect(article.locator('iframe')).toHaveCount(1);
  await expect(article.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
  expect(await unsafeAddresses(page)).toEqual([]);

  // The page is as it was: same address, same title, no pop-up, no dialog.
  await expect(page).toHaveURL(/\/blog\/safe-links-in-creator-bios$/);
  await expect(heading).toBeVisible();
  await expect(page.locator('body')).not.toContainText('PWNED');
  expect(await page.title()).not.toContain('PWNED');
  expect(popups).toEqual([]);
  expect(dialogs).toEqual([]);
});

test("an unknown slug says 'Post not found', and 'Back to Blog' goes to the blog", async ({
  page,
}) => {
  await page.goto('/blog/no-such-post-anywhere');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible(
    firstLoad,
  );
  await alert.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("a blank slug says 'No slug provided' without asking the database", async ({ page }) => {
  const postReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`${rest}/blog_posts`)) postReads.push(request.url());
  });
  await page.goto('/blog/%20');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: 'No slug provided' })).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  expect(postReads).toEqual([]);
});
