#!/usr/bin/env node
/**
 * Storybook gate: builds the static Storybook, serves it on a free local port, and runs the
 * test-runner against it (play functions, axe, visual baselines; see .storybook/test-runner.ts),
 * then checks the baselines' consistency and size budget (scripts/visual-baselines.mjs).
 *
 *   node scripts/test-stories.mjs                     # check every story
 *   node scripts/test-stories.mjs --update-snapshots  # re-record visual baselines on purpose
 *   node scripts/test-stories.mjs --no-build          # reuse storybook-static/
 *   node scripts/test-stories.mjs --out /tmp/sb --no-visual src/screens/Name
 *       # build into another folder and leave tests/visual/ alone: play functions and axe only,
 *       # for a second checkout or a second run beside a full one
 * Other arguments go to test-storybook (for example a story file path to run just that file).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumExecutable } from './chromium.mjs';
import { npx, run } from './run.mjs';
import { serveStatic } from './serve-static.mjs';
import {
  mergePending,
  readManifest,
  report,
  staleStories,
  visualDir,
} from './visual-baselines.mjs';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args[outIndex + 1] : 'storybook-static';
if (outIndex >= 0) args.splice(outIndex, 2);
const skipBuild = args.includes('--no-build');
const update = args.includes('--update-snapshots');
const noVisual = args.includes('--no-visual');
const passThrough = args.filter(
  (a) => !['--no-build', '--update-snapshots', '--no-visual'].includes(a),
);
const wholeSuite = !passThrough.some((a) => !a.startsWith('-'));
const ci = Boolean(process.env.CI);

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

/** '156.0.8078.79' from `chromium --version`. */
function browserVersion() {
  const output = execFileSync(chromiumExecutable, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return output.match(/\d+(\.\d+){3}/)?.[0] ?? output.trim();
}

const browser = `Chromium ${browserVersion()}`;
const recordedWith = readManifest().browser;
const major = (name) => name.match(/\d+/)?.[0];
process.env.VISUAL_MODE = update ? 'update' : 'check';
if (noVisual) process.env.VISUAL_COMPARE = 'off';
else if (!update && recordedWith && major(recordedWith) !== major(browser)) {
  // Another major version draws text and shadows differently: comparing would fail every story
  // and say nothing useful. Play functions and axe still run.
  process.env.VISUAL_COMPARE = 'off';
  console.log(
    `⚠ Visual baselines were drawn by ${recordedWith}; this is ${browser}: screenshots are not compared. Re-record them with \`npm run test:visual:update\` and review the images.`,
  );
}
if (!noVisual) {
  rmSync(path.join(visualDir, '.pending'), { recursive: true, force: true });
  rmSync(path.join(visualDir, '__diff_output__'), { recursive: true, force: true });
}

if (!skipBuild || !existsSync(path.join(outDir, 'index.json'))) {
  const built = await run(npx, ['storybook', 'build', '--quiet', '-o', outDir]);
  if (built !== 0) process.exit(built);
}

const { server, url } = await serveStatic(outDir);
const runnerArgs = ['test-storybook', '--url', url, '--maxWorkers=2', ...passThrough];
if (ci && !update) runnerArgs.push('--ci');
const code = await run(npx, runnerArgs);
server.close();
if (noVisual) process.exit(code);

const recorded = mergePending({ full: update && wholeSuite && code === 0, browser });
if (recorded) console.log(`Recorded ${recorded} visual baseline(s) in tests/visual/.`);
if (code !== 0 && recordedWith && recordedWith !== browser) {
  console.log(
    `Note: the baselines were drawn by ${recordedWith}, this run used ${browser}; if every failure is a small pixel difference, re-record them.`,
  );
}

const problems = [];
if (wholeSuite) {
  const stale = staleStories(path.join(outDir, 'index.json'));
  if (stale.length) {
    problems.push(
      `baselines of stories that no longer exist: ${stale.join(', ')} (npm run test:visual:update)`,
    );
  }
}
const budget = report();
for (const line of budget.lines) console.log(line);
problems.push(...budget.problems);
for (const problem of problems) console.error(`✘ ${problem}`);
process.exit(code !== 0 ? code : problems.length ? 1 : 0);
