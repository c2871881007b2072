import { getJestConfig } from '@storybook/test-runner';

/** Chromium flags for this closed network: nothing phones home, nothing is downloaded. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Deterministic pixels: one raster thread, no partial raster, no LCD text, fixed scale.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--force-device-scale-factor=1',
  '--disable-lcd-text',
  '--num-raster-threads=1',
  '--disable-partial-raster',
  '--disable-skia-runtime-opts',
  '--hide-scrollbars',
];

const defaults = getJestConfig();

export default {
  ...defaults,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: chromiumArgs,
      },
      contextOptions: { deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC' },
    },
  },
  testTimeout: 30_000,
};
