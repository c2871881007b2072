#!/usr/bin/env node
/**
 * Storybook gate: builds the static Storybook, serves it on a free local port, and runs the
 * test-runner against it (play functions, axe, visual baselines; see .storybook/test-runner.ts).
 *
 *   node scripts/test-stories.mjs                     # check every story
 *   node scripts/test-stories.mjs --update-snapshots  # re-record visual baselines on purpose
 *   node scripts/test-stories.mjs --no-build          # reuse storybook-static/
 * Other arguments go to test-storybook (for example a story file path to run just that file).
 */
import { existsSync } from 'node:fs';
import { npx, run } from './run.mjs';
import { serveStatic } from './serve-static.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const update = args.includes('--update-snapshots');
const passThrough = args.filter((a) => !['--no-build', '--update-snapshots'].includes(a));

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

if (!skipBuild || !existsSync('storybook-static/index.json')) {
  const built = await run(npx, ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
  if (built !== 0) process.exit(built);
}

const { server, url } = await serveStatic('storybook-static');
const runnerArgs = ['test-storybook', '--url', url, '--maxWorkers=2', ...passThrough];
if (update) runnerArgs.push('--updateSnapshot');
// In CI a missing baseline is a failure, never silently written.
if (process.env.CI && !update) runnerArgs.push('--ci');

const code = await run(npx, runnerArgs);
server.close();
process.exit(code);
