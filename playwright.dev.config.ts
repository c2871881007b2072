import { defineConfig } from '@playwright/test';
import { runConfig } from './tests/playwrightRun';

/**
 * The dev-server smoke run (`npm run test:dev`, a step of `npm test`): `npm run dev`'s server,
 * with React's strict mode and unbundled modules, every route opened in Debian's Chromium
 * (tests/dev/). The built site has its own run (playwright.config.ts).
 */
export default defineConfig(
  runConfig('tests/dev', (port) => `npx vite --port ${String(port)} --strictPort --host 127.0.0.1`),
);
