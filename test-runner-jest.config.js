import { getJestConfig } from '@storybook/test-runner';
import {
  chromiumArgs,
  chromiumExecutable,
  deterministicRenderingArgs,
} from './scripts/chromium.mjs';

const defaults = getJestConfig();

export default {
  ...defaults,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromiumExecutable,
        args: [...chromiumArgs, ...deterministicRenderingArgs],
      },
      contextOptions: { deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC' },
    },
  },
  // A deadline, not a wait: a story takes 1–3 s, but up to 20 s on a 2-core machine that is
  // also running other builds (measured with the load average near 20).
  testTimeout: 60_000,
};
