#!/usr/bin/env node
/**
 * Load benchmark: builds the site, serves it with `vite preview` on the offline sandbox (so
 * pages load their data as they would in production) and, in Debian's Chromium, measures every
 * script and stylesheet the page actually fetched, gzip-compressed as a server would send them:
 * - first load: a visitor lands on the route;
 * - route chunks: a visitor already on the site follows a link to the route (what the
 *   client-side navigation downloads on top of the page they came from).
 * Budgets (issue 2): JS <= 160 KB and CSS <= 30 KB gzip on the first load of `/`.
 *
 *   npm run bench                      # build, then measure the default routes
 *   node tests/bench/first-load.mjs --no-build /blog /store
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs';
import { npx, run } from '../../scripts/run.mjs';
import { startPreview } from './preview.mjs';

const distDir = 'dist';
const budgets = { js: 160 * 1024, css: 30 * 1024 };
const defaultRoutes = [
  '/',
  '/blog',
  '/blog/the-complete-youtube-editing-workflow',
  '/store',
  '/portfolio',
  '/projects',
  '/contact',
  '/tools',
  '/tools/video-analyzer',
  '/tools/thumbnail-downloader',
  '/tools/qr-code-generator',
  '/tools/youtube-calculator',
  '/tools/comment-downloader',
  '/tools/comment-picker',
  '/tools/youtube-transcript',
  '/tools/color-palette',
];
const askedRoutes = process.argv.slice(2).filter((a) => a.startsWith('/'));
const routes = askedRoutes.length ? askedRoutes : defaultRoutes;

if (!process.argv.includes('--no-build')) {
  const code = await run(npx, ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const kindOf = (file) => (file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : 'other');

function assetOf(urlPath) {
  const file = path.join(distDir, urlPath);
  return { urlPath, kind: kindOf(file), gzip: gzipSize(file) };
}

/** Records the same-origin scripts and stylesheets a page fetches. */
function watchAssets(page, origin) {
  const fetched = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && ['js', 'css'].includes(kindOf(url.pathname)))
      fetched.add(decodeURIComponent(url.pathname));
  });
  return fetched;
}

async function firstLoad(browser, origin, route) {
  const page = await browser.newPage();
  const fetched = watchAssets(page, origin);
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await page.close();
  return [...fetched].map(assetOf);
}

/**
 * Starts counting the page's requests; the returned function resolves once none has been in
 * flight for `quietMs`. (After the first load the page already reached 'networkidle', so
 * waitForLoadState would return at once for a client-side navigation.)
 */
function trackQuiet(page, quietMs = 750) {
  let inFlight = 0;
  let lastChange = Date.now();
  const changed = (delta) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', changed(1));
  page.on('requestfinished', changed(-1));
  page.on('requestfailed', changed(-1));
  return async () => {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** The page a visitor follows a link to `route` from: its parent path. */
const linkingPage = (route) => route.slice(0, route.lastIndexOf('/')) || '/';

async function routeChunks(browser, origin, route) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const fetched = watchAssets(page, origin);
  await page.goto(origin + linkingPage(route), { waitUntil: 'networkidle' });
  const link = page.locator(`a[href="${route}"]:visible`).first();
  if ((await link.count()) === 0) {
    await page.close();
    return null;
  }
  const before = new Set(fetched);
  const quiet = trackQuiet(page);
  await link.click();
  await page.waitForURL(origin + route);
  await quiet();
  await page.close();
  return [...fetched].filter((urlPath) => !before.has(urlPath)).map(assetOf);
}

const total = (assets, kind) =>
  assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + a.gzip, 0);

function reportRouteChunks(route, assets) {
  if (assets === null) {
    console.log(`  ${linkingPage(route)} has no link to it: route chunks not measured`);
    return;
  }
  console.log(`  Following a link from ${linkingPage(route)}: route chunks`);
  console.log(
    `    JS ${kb(total(assets, 'js')).padStart(9)}, CSS ${kb(total(assets, 'css')).padStart(8)}`,
  );
  for (const asset of [...assets].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`    ${kb(asset.gzip).padStart(9)}  ${asset.urlPath}`);
  }
}

function report(route, assets) {
  console.log(`\nFirst load of ${route} (gzip level 9, as fetched by Chromium)`);
  for (const kind of ['js', 'css']) {
    const bytes = total(assets, kind);
    // The budgets are set for the landing page; other routes are reported for comparison.
    if (route !== '/') {
      console.log(`  ${kind.toUpperCase().padEnd(4)} ${kb(bytes).padStart(9)}`);
      continue;
    }
    const verdict = bytes <= budgets[kind] ? 'within budget' : 'OVER BUDGET';
    console.log(
      `  ${kind.toUpperCase().padEnd(4)} ${kb(bytes).padStart(9)}  (budget ${kb(budgets[kind])}: ${verdict})`,
    );
  }
  console.log('  Largest first-load files:');
  for (const asset of [...assets].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
    console.log(`    ${kb(asset.gzip).padStart(9)}  ${asset.urlPath}`);
  }
}

function largestChunks() {
  const assetsDir = path.join(distDir, 'assets');
  const files = readdirSync(assetsDir)
    .filter((name) => ['js', 'css'].includes(kindOf(name)))
    .map((name) => {
      const file = path.join(assetsDir, name);
      return { name, raw: statSync(file).size, gzip: gzipSize(file) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`\nAll ${files.length} JS/CSS chunks in the build; the largest (gzip / raw):`);
  for (const f of files.slice(0, 10)) {
    console.log(`    ${kb(f.gzip).padStart(9)} / ${kb(f.raw).padStart(9)}  ${f.name}`);
  }
}

const preview = await startPreview();
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  for (const route of routes) {
    report(route, await firstLoad(browser, preview.url, route));
    if (route !== '/') reportRouteChunks(route, await routeChunks(browser, preview.url, route));
  }
  largestChunks();
} finally {
  await browser.close();
  await preview.stop();
}
