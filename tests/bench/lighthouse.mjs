#!/usr/bin/env node
/**
 * Lighthouse bench (issue 16): builds the site, serves it as `npm start` does (`vite preview`
 * with the offline sandbox, here on a throw-away database) and runs Lighthouse in Debian's
 * Chromium on each route, one after the other, with its mobile defaults (emulated Moto G Power,
 * simulated slow 4G and 4× CPU slowdown). Prints the performance, accessibility, best-practices
 * and SEO scores with LCP, TBT and CLS as a table, then, for each route below a goal
 * (performance ≥ 95, the others 100), the audits that cost the points.
 *
 *   npm run bench                                  # part of the benches, after the build
 *   node tests/bench/lighthouse.mjs                # build, then every default route
 *   node tests/bench/lighthouse.mjs --no-build / /blog --runs 3 --json /tmp/lighthouse.json
 *   node tests/bench/lighthouse.mjs --dist /tmp/dist     # build into (or with --no-build, serve)
 *   node tests/bench/lighthouse.mjs --no-build /blog --reports /tmp/lh   # whole median reports
 *   node tests/bench/lighthouse.mjs --no-build --all --runs 5   # every prerendered page (the
 *       # sixteen tools among them), with each route's worst run beside its median
 *
 * `/blog/{post}` stands for the newest published post in the sandbox. With `--runs N` a route's
 * figures come from its median run (Lighthouse's computeMedianRun: closest to the median FCP
 * and TTI), so scores, metrics and audits belong to one real run; the worst run (the lowest
 * performance score, then the longest blocking time) is printed in a table of its own, with the
 * audits that cost its points: a goal met in the median can still be missed one visit in five.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs';
import { npx, run } from '../../scripts/run.mjs';
import {
  auditErrors,
  categories,
  failingAudits,
  figuresOf,
  printAuditErrors,
  printBelowGoal,
  printTable,
} from './lighthouse-report.mjs';
import { startPreview } from './preview.mjs';

const defaultRoutes = [
  '/',
  '/blog',
  '/blog/{post}',
  '/portfolio',
  '/store',
  '/tools',
  '/projects',
  '/contact',
];

const { values: options, positionals } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '1' },
    json: { type: 'string' },
    reports: { type: 'string' },
    all: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1`);
const badRoute = positionals.find((route) => !route.startsWith('/'));
if (badRoute) throw new Error(`a route starts with '/': ${badRoute}`);

/** Pages the build prerendered that are not routes of their own (the 404 page, the app shell, embeds). */
const NOT_ROUTES = new Set(['/404', '/app-shell']);

/** Every page the build in `dist` prerendered, as its route: `/`, `/blog`, `/tools/tag-generator`… */
function prerenderedRoutes(dist) {
  return readdirSync(dist, { recursive: true })
    .filter((file) => String(file).endsWith('.html'))
    .map((file) => `/${String(file).replace(/\.html$/, '')}`)
    .map((route) => (route === '/index' ? '/' : route))
    .filter((route) => !NOT_ROUTES.has(route) && !route.startsWith('/embed/'))
    .sort();
}

if (options.all && positionals.length) throw new Error('--all measures every page: name no route');
const routes = positionals.length ? positionals : defaultRoutes;

/** The newest published post's slug, asked of the sandbox as the site does (docs/sandbox.md). */
async function newestPostSlug(origin) {
  const query = 'select=slug&published=eq.true&order=published_at.desc&limit=1';
  const response = await fetch(`${origin}/sandbox/supabase/rest/v1/blog_posts?${query}`, {
    headers: { apikey: 'sandbox-anon-key' },
  });
  const [post] = response.ok ? await response.json() : [];
  if (!post) throw new Error(`no published post in the sandbox (HTTP ${response.status})`);
  return post.slug;
}

/** The whole Lighthouse report of a route, for a look at what the table sums up. */
function writeReport(url, lhr) {
  mkdirSync(options.reports, { recursive: true });
  const name = new URL(url).pathname.replace(/^\/$/, '/home').slice(1).replaceAll('/', '_');
  writeFileSync(join(options.reports, `${name}.json`), JSON.stringify(lhr));
}

/** The run with the lowest performance score; of those, the one that blocked longest. */
function worstRun(lhrs) {
  const key = (lhr) => {
    const { scores, tbtMs } = figuresOf(lhr);
    return [scores.performance ?? -1, -(tbtMs ?? 0)];
  };
  return lhrs.reduce((worst, lhr) => {
    const [score, blocking] = key(lhr);
    const [worstScore, worstBlocking] = key(worst);
    return score < worstScore || (score === worstScore && blocking < worstBlocking) ? lhr : worst;
  });
}

/** Lighthouse `runs` times on one address; the median and worst runs' figures and failing audits. */
async function measure(url, port) {
  const lhrs = [];
  let error;
  for (let i = 0; i < runs; i += 1) {
    try {
      const { lhr } = await lighthouse(url, {
        port,
        logLevel: 'error',
        onlyCategories: categories.map((c) => c.id),
        disableFullPageScreenshot: true,
      });
      if (lhr.runtimeError) error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
      else lhrs.push(lhr);
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
    }
  }
  if (lhrs.length === 0) return { runs: [], error };
  const median = computeMedianRun(lhrs);
  if (options.reports) writeReport(url, median);
  const worst = worstRun(lhrs);
  return {
    runs: lhrs.map(figuresOf),
    median: figuresOf(median),
    worst: figuresOf(worst),
    failingInWorst: failingAudits(worst),
    failing: failingAudits(median),
    auditErrors: auditErrors(median),
    warnings: median.runWarnings,
    lighthouseVersion: median.lighthouseVersion,
    ...(error ? { error: `${runs - lhrs.length} of ${runs} runs failed (${error})` } : {}),
  };
}

if (!options['no-build']) {
  const outDir = ['--outDir', options.dist, '--emptyOutDir'];
  const code = await run(npx, ['vite', 'build', '--mode', 'demo', ...outDir, '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}

const preview = await startPreview({ outDir: options.dist });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
const results = [];
try {
  const chosen = options.all ? prerenderedRoutes(options.dist) : routes;
  const post = chosen.some((r) => r.includes('{post}')) ? await newestPostSlug(preview.url) : '';
  for (const route of chosen.map((r) => r.replace('{post}', post))) {
    const started = Date.now();
    const result = { route, ...(await measure(preview.url + route, chrome.port)) };
    results.push(result);
    const scores = result.median ? Object.values(result.median.scores).join(' / ') : result.error;
    console.log(`${route}: ${scores} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    for (const warning of result.warnings ?? []) console.log(`  Lighthouse warning: ${warning}`);
  }
} finally {
  chrome.kill();
  await preview.stop();
}

const version = results.find((r) => r.median)?.lighthouseVersion ?? '';
const runsText = runs === 1 ? 'one run' : `median of ${runs} runs`;
console.log(`\nLighthouse ${version}, mobile defaults, ${runsText} per route:\n`);
printTable(results, 'median');
printBelowGoal(results, 'median');
if (runs > 1) {
  console.log(`\nThe worst of ${runs} runs per route (lowest performance score):\n`);
  printTable(results, 'worst');
  printBelowGoal(results, 'worst');
}
printAuditErrors(results);
if (options.json) {
  writeFileSync(options.json, `${JSON.stringify({ date: new Date(), results }, null, 2)}\n`);
  console.log(`\nfigures written to ${options.json}`);
}
if (results.some((r) => !r.median)) process.exitCode = 1;
