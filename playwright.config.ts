import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';

/**
 * End-to-end tests of the production build (`vite build`, then `vite preview`) in Debian's
 * Chromium. No browser is ever downloaded: PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 and
 * executablePath point Playwright at /usr/bin/chromium.
 */
const port = Number(process.env.E2E_PORT ?? 4317);

// A fresh sandbox database per run, so tests never touch the developer's .sandbox-data/. Set
// once in the runner's environment: workers inherit it, so tests can read what the site stored.
process.env.SANDBOX_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-sandbox-'));
const sandboxDataDir = process.env.SANDBOX_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    env: { SANDBOX_DATA_DIR: sandboxDataDir },
    timeout: 60_000,
  },
});
