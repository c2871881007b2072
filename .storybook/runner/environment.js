/**
 * The stories step's Jest environment: one browser page per worker for every story file it runs,
 * with the visit hooks of .storybook/test-runner.ts loaded once per worker.
 *
 * The test-runner's own environment opens a new browser context for each of the 129 story files
 * and loads the Storybook preview into it afresh (about 1.1 s), and its setup file imports the
 * runner's whole bundle (Storybook's server-side `common` and CSF tools, Babel) and our hooks
 * (axe-core, sharp, Playwright) into each file's fresh module registry (about 2 s of a core).
 * This module is loaded by Node once per worker, so what it imports and opens stays: the preview
 * is loaded once per worker and each file's stories are rendered in it as the stories of one file
 * always were, one after another in one page. Between files the page's storage is cleared, so
 * what a story remembers (a dismissed overlay, a counted view) never reaches another file.
 *
 * Jest-playwright opens nothing itself (`skipInitialization` in test-runner-jest.config.js); its
 * helpers (`jestPlaywright.resetPage`, used by the runner's retry after a navigation) still work
 * on the page given here.
 */
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';
import { getTestRunnerConfig, setupPage } from '@storybook/test-runner';
import { chromium } from 'playwright';

/**
 * The worker's browser (its server, to kill it at the end), context and page.
 * @type {Promise<{ server: import('playwright').BrowserServer, browser: import('playwright').Browser, context: import('playwright').BrowserContext, page: import('playwright').Page }> | undefined}
 */
let opened;
/** @type {Promise<import('@storybook/test-runner').TestRunnerConfig | undefined> | undefined} */
let hooks;

/** What jest-playwright does with an error thrown in the page: fail the test that runs. */
const failTheTest = (error) => process.emit('uncaughtException', error);

async function openPage(context) {
  const page = await context.newPage();
  page.on('pageerror', failTheTest);
  await setupPage(page, context);
  return page;
}

async function openBrowser(config) {
  const server = await chromium.launchServer(config.launchOptions);
  const browser = await chromium.connect(server.wsEndpoint());
  const context = await browser.newContext(config.contextOptions);
  return { server, browser, context, page: await openPage(context) };
}

/**
 * Jest ends a worker by sending it `[CHILD_MESSAGE_END]` (2 in jest-worker's types), then waits
 * for the process to exit on its own: the open browser would hold it until Jest killed it ("A
 * worker process has failed to exit gracefully").
 */
const JEST_WORKER_END = 2;
function closeAtWorkerEnd(message) {
  if (!Array.isArray(message) || message[0] !== JEST_WORKER_END) return;
  // This listener too would keep the worker's channel to Jest open.
  process.off('message', closeAtWorkerEnd);
  // Killed at once, not closed: a graceful close takes ~0.8 s, past the 0.5 s Jest waits.
  void opened?.then(({ server }) => {
    server.process().kill('SIGKILL');
    return server.kill();
  });
}
/**
 * Jest runs a single story file (or a few fast ones) in its own process, with no worker to end:
 * there the browser is closed after each file, as the runner's own environment does.
 */
const inWorker = typeof process.send === 'function';
if (inWorker) process.on('message', closeAtWorkerEnd);

export default class StoriesEnvironment extends PlaywrightEnvironment {
  async setup() {
    await super.setup();
    const config = this._jestPlaywrightConfig;
    opened ??= openBrowser(config);
    const worker = await opened;
    if (worker.page.isClosed()) worker.page = await openPage(worker.context);
    else {
      await worker.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await worker.context.clearCookies();
    this.global.browser = worker.browser;
    this.global.context = worker.context;
    this.global.page = worker.page;

    hooks ??= getTestRunnerConfig(process.env.STORYBOOK_CONFIG_DIR);
    const { preVisit, postVisit } = (await hooks) ?? {};
    this.global.__sbPreVisit = preVisit;
    this.global.__sbPostVisit = postVisit;
    this.global.__sbSetupPage = setupPage;
    this.global.__sbCollectCoverage = false;
  }

  async teardown() {
    const worker = await opened;
    // The runner's retry may have replaced the page: the next file takes the one left open.
    if (worker && this.global.page) worker.page = this.global.page;
    // The browser outlives the file (jest-playwright's teardown would close it).
    this.global.browser = undefined;
    await super.teardown();
    if (!inWorker && worker) {
      opened = undefined;
      await worker.server.kill();
    }
  }
}
