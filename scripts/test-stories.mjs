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
 *   CHROMIUM_PATH=/path/to/other/chromium node scripts/test-stories.mjs --measure-drift /tmp/drift
 *       # how far another browser strays from the baselines: every story compared, none failed
 *       # for its pixels; per-story numbers in /tmp/drift/report.json, the differing images in
 *       # /tmp/drift/images/, the distribution printed
 * Other arguments go to test-storybook (for example a story file path to run just that file).
 *
 * Screenshots drawn by the browser major that drew the baselines must match them pixel for
 * pixel; on another major they are compared within a measured tolerance
 * (.storybook/visual/compare.ts), and the summary says so with the count of stories that passed
 * only within it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumExecutable } from './chromium.mjs';
import { npx, run } from './run.mjs';
import { serveStatic } from './serve-static.mjs';
import { readReports, summarise, writeDriftReport } from './visual-report.mjs';
import {
  mergePending,
  readManifest,
  report,
  staleStories,
  visualDir,
} from './visual-baselines.mjs';

const args = process.argv.slice(2);
/** The value after `flag` (removed from the arguments with it), or undefined. */
function option(flag) {
  const index = args.indexOf(flag);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('-')) {
    console.error(`${flag} needs a folder`);
    process.exit(2);
  }
  args.splice(index, 2);
  return value;
}
const outDir = option('--out') ?? 'storybook-static';
const measureDir = option('--measure-drift');
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
/** 156 for 'Chromium 156.0.8078.108' (as .storybook/visual/compare.ts reads it), or null. */
const major = (name) => {
  const match = /(\d+)\.\d+\.\d+\.\d+/.exec(name ?? '') ?? /(\d+)/.exec(name ?? '');
  return match ? Number(match[1]) : null;
};
const exact = major(recordedWith) !== null && major(recordedWith) === major(browser);
if (measureDir && (update || noVisual)) {
  console.error('--measure-drift compares screenshots: not with --update-snapshots or --no-visual');
  process.exit(2);
}
process.env.VISUAL_MODE = update ? 'update' : measureDir ? 'measure' : 'check';
if (noVisual) {
  process.env.VISUAL_COMPARE = 'off';
  console.log('Screenshots are neither compared nor recorded in this run (--no-visual).');
} else if (!update && !exact) {
  // Another major version draws a few pixels differently (its own controls, anti-aliasing):
  // compared within the tolerance, moved, missing or recoloured elements still fail
  // (docs/testing.md, "Another Chromium major").
  console.log(
    `⚠ Visual baselines were drawn by ${recordedWith || 'an unknown browser'}; this is ${browser}: ` +
      'screenshots are compared within the cross-browser tolerance, not pixel for pixel. ' +
      'Re-record them with `npm run test:visual:update` and review the images.',
  );
}
const reportDir = measureDir
  ? path.resolve(measureDir)
  : mkdtempSync(path.join(os.tmpdir(), 'visual-report-'));
if (measureDir) {
  mkdirSync(reportDir, { recursive: true });
  for (const name of readdirSync(reportDir).filter((file) => file.endsWith('.json'))) {
    rmSync(path.join(reportDir, name));
  }
  rmSync(path.join(reportDir, 'images'), { recursive: true, force: true });
}
process.env.VISUAL_REPORT_DIR = reportDir;
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
if (recorded && !exact && !(update && wholeSuite && code === 0)) {
  console.log(
    `⚠ manifest.json now names ${browser}, but the baselines not recorded in this run were drawn by ` +
      `${recordedWith || 'an unknown browser'}: re-record them all (\`npm run test:visual:update\`).`,
  );
}
const reports = readReports(reportDir);
if (!measureDir) rmSync(reportDir, { recursive: true, force: true });
const problems = [];
if (!update) summarise(reports, { browser, recordedWith });
if (!update && reports.length === 0 && wholeSuite) {
  problems.push('no screenshot was compared: the workers reported no visual verdict');
}
if (measureDir) writeDriftReport(reports, { reportDir, browser, recordedWith });
if (code !== 0 && exact && recordedWith !== browser) {
  console.log(
    `Note: the baselines were drawn by ${recordedWith}, this run used ${browser}; if every failure is a small pixel difference, re-record them.`,
  );
}

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
