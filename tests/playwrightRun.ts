import type { PlaywrightTestConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';

/**
 * What each Playwright run (the built site's and the dev server's) sets up for its own server,
 * once in the runner's environment so the workers inherit it.
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

/**
 * The run's own server on a free port (or E2E_PORT), never one already running: another run's
 * server (a second checkout, a second `npm test` on a busy machine) has another sandbox
 * database, and stops when that run ends.
 */
function runPort(): number {
  process.env.E2E_PORT ??= freePort();
  return Number(process.env.E2E_PORT);
}

/**
 * A fresh sandbox database per run, so tests never touch the developer's .sandbox-data/ and can
 * read what the site stored. A folder made here is removed after the run (global-setup.ts); one
 * passed in as SANDBOX_DATA_DIR is kept.
 */
function runSandboxDataDir(): string {
  if (!process.env.SANDBOX_DATA_DIR) {
    process.env.SANDBOX_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'e2e-sandbox-'));
    process.env.E2E_REMOVE_SANDBOX_DATA_DIR = '1';
  }
  return process.env.SANDBOX_DATA_DIR;
}

/**
 * How long an assertion waits for what a visitor waits for: past the app's own bound on one
 * request (15 s, src/services/shared/deadline.ts), after which the page itself says what went
 * wrong. A met condition returns at once; the bound only decides when a test stops waiting for
 * one that never comes, so a busy machine slows the run down instead of failing it.
 */
const VISITOR_WAIT_MS = 20_000;

/**
 * One worker per core, at most four: each drives a Chromium whose page boots on a core of its
 * own, and one server with one sandbox database answers them all. More workers than cores only
 * stretch every wait (a run at load 10 failed that way on 2 cores before the waits above).
 */
const WORKERS = Math.min(4, availableParallelism());

/**
 * A run's whole config: its tests, and the server `serve(port)` names (on the run's own free
 * port, with the run's own sandbox database), with what both runs share: Debian's Chromium, the
 * test-wide deadlines, a stable locale and clock.
 */
export function runConfig(testDir: string, serve: (port: number) => string): PlaywrightTestConfig {
  const port = runPort();
  const baseURL = `http://127.0.0.1:${String(port)}`;
  // Each run's own artifacts and report: the gate runs two of them side by side, and a run that
  // ends first would delete the other's traces in a shared test-results/.
  const name = path.basename(testDir);
  return {
    testDir,
    outputDir: path.join('test-results', name),
    globalSetup: './tests/e2e/global-setup.ts',
    fullyParallel: true,
    workers: WORKERS,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    reporter: process.env.CI
      ? [['list']]
      : [['list'], ['html', { open: 'never', outputFolder: path.join('playwright-report', name) }]],
    timeout: 60_000,
    expect: { timeout: VISITOR_WAIT_MS },
    use: {
      baseURL,
      trace: 'retain-on-failure',
      locale: 'en-US',
      timezoneId: 'UTC',
      launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    },
    projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
    webServer: {
      command: serve(port),
      url: baseURL,
      reuseExistingServer: false,
      env: { SANDBOX_DATA_DIR: runSandboxDataDir() },
      timeout: 60_000,
    },
  };
}
