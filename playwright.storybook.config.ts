import { defineConfig } from '@playwright/test';
import { runConfig } from './tests/playwrightRun';

/**
 * The published Storybook as designers open it (tests/storybook/): the static build served with
 * its own headers, as a static host would, in Debian's Chromium. Needs `npm run build-storybook`
 * first (`npm test` builds it in its storybook step). No sandbox: the Storybook calls no service.
 */
export default defineConfig({
  ...runConfig('tests/storybook', (port) => `npx tsx .storybook/hosting/serve.ts ${String(port)}`),
  globalSetup: undefined,
});
