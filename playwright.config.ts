import { defineConfig } from '@playwright/test';
import { runConfig } from './tests/playwrightRun';

/**
 * End-to-end tests of the demo build (`vite build --mode demo`, then `vite preview --mode demo`:
 * the production bundle on the offline sandbox) in Debian's Chromium. No browser is ever
 * downloaded: PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 and executablePath point Playwright at
 * /usr/bin/chromium. The dev server has its own smoke run (playwright.dev.config.ts).
 */
export default defineConfig(
  runConfig(
    'tests/e2e',
    // E2E_DIST: a build in another folder (a second run beside another checkout's build).
    (port) =>
      `npx vite preview --mode demo --outDir ${process.env.E2E_DIST ?? 'dist'} --port ${String(port)} --strictPort --host 127.0.0.1`,
  ),
);
