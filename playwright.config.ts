import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';

/**
 * End-to-end tests of the production build (`vite build`, then `vite preview`) in Debian's
 * Chromium. No browser is ever downloaded: PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 and
 * executablePath point Playwright at /usr/bin/chromium.
 */

/** A port nothing listens on right now, as the system hands out. */
function freePort(): string {
  return execFileSync(
    process.execPath,
    [
      '-e',
      `const server = require('node:net').createServer();
       server.listen(0, '127.0.0.1', () => {
         process.stdout.write(String(server.address().port));
         server.close();
       });`,
    ],
    { encoding: 'utf8' },
  );
}

// The run's own server on a free port (or E2E_PORT), never one already running: another run's
// server (a second checkout, a second `npm test` on a busy machine) has another sandbox
// database, and stops when that run ends. Set once in the runner's environment, like the
// database below, so the workers inherit the same address.
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);

// A fresh sandbox database per run, so tests never touch the developer's .sandbox-data/. Set
// once in the runner's environment: workers inherit it, so tests can read what the site stored.
// A folder made here is removed after the run (see global-setup.ts); one passed in is kept.
if (!process.env.SANDBOX_DATA_DIR) {
  process.env.SANDBOX_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'e2e-sandbox-'));
  process.env.E2E_REMOVE_SANDBOX_DATA_DIR = '1';
}
const sandboxDataDir = process.env.SANDBOX_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
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
    // E2E_DIST: a build in another folder (a second run beside another checkout's build).
    command: `npx vite preview --outDir ${process.env.E2E_DIST ?? 'dist'} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    env: { SANDBOX_DATA_DIR: sandboxDataDir },
    timeout: 60_000,
  },
});
