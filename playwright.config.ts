import { defineConfig } from '@playwright/test';
import { runPort, runSandboxDataDir, sharedConfig } from './tests/playwrightRun';

/**
 * End-to-end tests of the production build (`vite build`, then `vite preview`) in Debian's
 * Chromium. No browser is ever downloaded: PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 and
 * executablePath point Playwright at /usr/bin/chromium. The dev server has its own smoke run
 * (playwright.dev.config.ts).
 */
const port = runPort();
const shared = sharedConfig(port);

export default defineConfig({
  ...shared,
  testDir: 'tests/e2e',
  webServer: {
    // E2E_DIST: a build in another folder (a second run beside another checkout's build).
    command: `npx vite preview --outDir ${process.env.E2E_DIST ?? 'dist'} --port ${String(port)} --strictPort --host 127.0.0.1`,
    url: shared.use?.baseURL,
    reuseExistingServer: false,
    env: { SANDBOX_DATA_DIR: runSandboxDataDir() },
    timeout: 60_000,
  },
});
