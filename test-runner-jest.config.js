import path from 'node:path';
import { getJestConfig } from '@storybook/test-runner';
import {
  chromiumArgs,
  chromiumExecutable,
  deterministicRenderingArgs,
} from './scripts/chromium.mjs';

const defaults = getJestConfig();

export default {
  ...defaults,
  testEnvironment: path.resolve('.storybook/runner/environment.js'),
  // The test-runner's own setup file is left out: environment.js sets its hooks once per worker.
  setupFilesAfterEnv: defaults.setupFilesAfterEnv.filter(
    (file) => !file.endsWith('/jest-setup.js'),
  ),
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      // .storybook/runner/environment.js opens one browser and page per worker itself.
      skipInitialization: true,
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
