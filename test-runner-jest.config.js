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
  testTimeout: 30_000,
};
