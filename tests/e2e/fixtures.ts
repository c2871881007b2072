import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, with pages that are ready to use when `goto` and `reload` return: a
 * prerendered page is on screen before its app runs (docs/deploy.md, "Prerendered pages"), and a
 * visitor who acts at once is served by the held input (src/app/earlyInput.ts), which
 * `tests/e2e/contact.spec.ts` tests on its own. Everything else here acts as a visitor does once
 * the page answers: after the app has marked it ready (`<html data-app-ready>`).
 * `test.use({ waitForApp: false })` turns the wait off (pages without JavaScript set it off by
 * themselves).
 */
export const test = base.extend<{ waitForApp: boolean }>({
  waitForApp: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForApp }, provide) => {
    if (waitForApp && javaScriptEnabled) {
      // The site's pages have #root; the sandbox's own pages and the HTML block's document do not.
      const ready = () =>
        page.waitForFunction(
          () =>
            !document.getElementById('root') ||
            document.documentElement.hasAttribute('data-app-ready'),
        );
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await ready();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await ready();
        return response;
      };
    }
    await provide(page);
  },
});
