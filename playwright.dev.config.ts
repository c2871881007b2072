import { defineConfig } from '@playwright/test';
import { runPort, runSandboxDataDir, sharedConfig } from './tests/playwrightRun';

/**
 * The dev-server smoke run (`npm run test:dev`, a step of `npm test`): `npm run dev`'s server,
 * with React's strict mode and unbundled modules, every route opened in Debian's Chromium
 * (tests/dev/). The built site has its own run (playwright.config.ts).
 */
const port = runPort();
const shared = sharedConfig(port);

export default defineConfig({
  ...shared,
  testDir: 'tests/dev',
  webServer: {
    command: `npx vite --port ${String(port)} --strictPort --host 127.0.0.1`,
    url: shared.use?.baseURL,
    reuseExistingServer: false,
    env: { SANDBOX_DATA_DIR: runSandboxDataDir() },
    timeout: 60_000,
  },
});
