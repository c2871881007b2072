import { expect, test, type Page } from './fixtures';
import { owner, toolGuideLinks } from '../../src/config/site';
import { groupByCategory, guideLinkFor, TOOLS } from '../../src/domain/tool-kit/catalogue';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Desktop Required' });
const content = (page: Page) => page.getByTestId('content-behind-overlay');
const contentFilter = (page: Page) =>
  content(page).evaluate((element) => getComputedStyle(element).filter);

/** Lets the page handle what the last resize queued (resize events fire before a frame). */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

async function openTools(page: Page) {
  await page.goto('/tools');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'My YouTube Tools' }),
  ).toBeVisible();
}

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('15 tool cards grouped by category, each launching its tool', async ({ page }) => {
    await openTools(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(15);
    await expect(
      main.getByText(/All tools are completely free to use and regularly updated/),
    ).toBeVisible();

    for (const group of groupByCategory(TOOLS)) {
      const section = main.getByRole('region', { name: group.category });
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(group.tools.length);
      for (const [index, tool] of group.tools.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(tool.name);
        await expect(card.getByRole('link', { name: /^Launch Tool/ })).toHaveAttribute(
          'href',
          tool.url,
        );
        await expect(card.getByRole('link', { name: /^Guide/ })).toHaveAttribute(
          'href',
          guideLinkFor(tool, toolGuideLinks, owner.youtubeChannelUrl),
        );
      }
    }
    await expect(main.getByText('New', { exact: true })).toHaveCount(2);
    await expect(main.getByText('Beta', { exact: true })).toHaveCount(1);
    await expect(overlay(page)).toHaveCount(0);
    await expect.poll(() => contentFilter(page)).toBe('none');
  });

  test("'Guide' opens the tool's guide in a new tab, or the channel for a tool without one", async ({
    page,
    context,
  }) => {
    await context.route(/^https:\/\/www\.youtube\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>YouTube</title>' }),
    );
    await openTools(page);
    const guideOf = (category: string, tool: string) =>
      page
        .getByRole('region', { name: category })
        .getByRole('link', { name: `Guide: ${tool} (opens in a new tab)` });
    const opens = async (guide: ReturnType<typeof guideOf>, url: string) => {
      await expect(guide).toHaveAttribute('target', '_blank');
      await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
      const [tab] = await Promise.all([context.waitForEvent('page'), guide.click()]);
      await expect(tab).toHaveURL(url);
      await tab.close();
      expect(page.url()).toMatch(/\/tools$/);
    };

    const videoAnalyzerGuide = toolGuideLinks['video-analyzer'];
    expect(videoAnalyzerGuide).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    await opens(guideOf('Analytics', 'Video Analyzer'), videoAnalyzerGuide ?? '');
    await opens(guideOf('Utilities', 'Color Palette Generator'), owner.youtubeChannelUrl);
  });

  test('narrowing the window to 700px shows the overlay', async ({ page }) => {
    await openTools(page);
    await nextFrames(page);
    await expect(overlay(page)).toHaveCount(0);

    await page.setViewportSize({ width: 700, height: 800 });
    await expect(overlay(page)).toBeVisible();
    await expect(content(page)).toHaveAttribute('inert');
  });
});

test.describe('on a phone-sized window', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the overlay blurs the tools; 'Continue Anyway' dismisses it for good", async ({
    page,
    context,
  }) => {
    await openTools(page);
    const dialog = overlay(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('listitem')).toHaveText([
      'Better data visualization',
      'Enhanced user interface',
      'Full feature access',
    ]);
    await expect(
      dialog.getByText('Tools may not function properly on mobile devices'),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Go Back Home' })).toBeFocused();
    await expect(content(page)).toHaveAttribute('inert');
    await expect.poll(() => contentFilter(page)).toMatch(/^blur\(/);

    await dialog.getByRole('button', { name: 'Continue Anyway' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => contentFilter(page)).toBe('none');
    await expect(content(page)).not.toHaveAttribute('inert');
    await expect(content(page)).toBeFocused();

    await page.setViewportSize({ width: 400, height: 812 });
    await nextFrames(page);
    await expect(overlay(page)).toHaveCount(0);

    // Remembered for the tab's session: a reload does not ask again, a new tab does.
    await page.reload();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(15);
    await nextFrames(page);
    await expect(overlay(page)).toHaveCount(0);

    const newTab = await context.newPage();
    await openTools(newTab);
    await expect(overlay(newTab)).toBeVisible();
  });

  test("'Go Back Home' goes to the home page", async ({ page }) => {
    await openTools(page);
    await overlay(page).getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Watch Demo Reel' })).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
  });
});

test.describe('before the app runs', () => {
  // The prerendered page alone: the app's script is held until the test lets it come.
  test.use({ waitForApp: false });

  async function holdTheApp(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }
  const appIsReady = (page: Page) =>
    page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));

  test.describe('on a phone-sized window', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the overlay is there from the first paint; 'Continue Anyway' pressed then still counts", async ({
      page,
    }) => {
      const releaseTheApp = await holdTheApp(page);
      await page.goto('/tools');
      const dialog = overlay(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
      expect(await contentFilter(page)).toMatch(/^blur\(/);
      expect(
        await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')),
      ).toBe(false);

      await dialog.getByRole('button', { name: 'Continue Anyway' }).click();
      releaseTheApp();
      await appIsReady(page);
      await expect(dialog).toBeHidden();
      await expect(content(page)).not.toHaveAttribute('inert');
      await expect.poll(() => contentFilter(page)).toBe('none');
    });

    test('without JavaScript the overlay still covers the tools', async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto('/tools');
      await expect(overlay(page)).toBeVisible();
      await expect(overlay(page).getByRole('button', { name: 'Continue Anyway' })).toBeVisible();
      await context.close();
    });
  });

  test.describe('at desktop width', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the overlay never shows, from the first paint to the running app', async ({ page }) => {
      // Every frame, before it is painted: was a dialog on screen?
      await page.addInitScript(() => {
        const watch = () => {
          const dialog = document.querySelector('[role="dialog"]');
          if (dialog?.checkVisibility()) document.documentElement.dataset.overlaySeen = '';
          requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      });
      const releaseTheApp = await holdTheApp(page);
      await page.goto('/tools');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(15);
      await expect(overlay(page)).toHaveCount(0);
      releaseTheApp();
      await appIsReady(page);
      await nextFrames(page);
      await expect(overlay(page)).toHaveCount(0);
      expect(await contentFilter(page)).toBe('none');
      await expect(page.locator('html')).not.toHaveAttribute('data-overlay-seen');
    });
  });
});

test.describe('on a mobile user agent', () => {
  test.use({ viewport: { width: 1280, height: 800 }, userAgent: iPhone });

  test('the overlay shows even at desktop width', async ({ page }) => {
    await openTools(page);
    await expect(overlay(page)).toBeVisible();
  });
});
