#!/usr/bin/env node
/**
 * `npm test`: the one gate. Runs every check in order and stops at the first failure:
 * typecheck → lint → format → unit and machine tests → Storybook (play, axe, visual) →
 * production build → end-to-end in Chromium → every route on the dev server.
 */
import { npx, runSteps } from './run.mjs';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const steps = [
  ['typecheck', npx, ['tsc', '--noEmit', '-p', '.']],
  ['lint', npx, ['eslint', '--max-warnings=0', '.']],
  ['format', npx, ['prettier', '--check', '--log-level=warn', '.']],
  ['unit', npx, ['vitest', 'run']],
  ['stories', process.execPath, ['scripts/test-stories.mjs']],
  ['build', npx, ['vite', 'build', '--logLevel', 'warn']],
  ['e2e', npx, ['playwright', 'test']],
  ['dev', npx, ['playwright', 'test', '--config', 'playwright.dev.config.ts']],
];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter(([name]) => only.includes(name)) : steps;
process.exit(await runSteps(selected));
