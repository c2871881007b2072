#!/usr/bin/env node
/**
 * First-load benchmark: builds the site, opens `/` in Debian's Chromium and measures every
 * script and stylesheet the page actually fetched, gzip-compressed as a server would send them.
 * Budgets (issue 2): JS <= 160 KB and CSS <= 30 KB gzip on the first load of `/`.
 *
 *   npm run bench              # build, then measure
 *   npm run bench -- --no-build
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs';
import { npx, run } from '../../scripts/run.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';

const distDir = 'dist';
const budgets = { js: 160 * 1024, css: 30 * 1024 };
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));

if (!process.argv.includes('--no-build')) {
  const code = await run(npx, ['vite', 'build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const kindOf = (file) => (file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : 'other');

async function firstLoad(browser, origin, route) {
  const page = await browser.newPage();
  const fetched = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin) fetched.add(decodeURIComponent(url.pathname));
  });
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await page.close();
  return [...fetched]
    .map((urlPath) => ({ urlPath, file: path.join(distDir, urlPath) }))
    .filter(({ file }) => ['js', 'css'].includes(kindOf(file)))
    .map(({ urlPath, file }) => ({ urlPath, kind: kindOf(file), gzip: gzipSize(file) }));
}

function report(route, assets) {
  const total = (kind) => assets.filter((a) => a.kind === kind).reduce((s, a) => s + a.gzip, 0);
  console.log(`\nFirst load of ${route} (gzip level 9, as fetched by Chromium)`);
  for (const kind of ['js', 'css']) {
    const bytes = total(kind);
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

const { server, url } = await serveStatic(distDir, { spa: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  for (const route of routes.length ? routes : ['/'])
    report(route, await firstLoad(browser, url, route));
  largestChunks();
} finally {
  await browser.close();
  server.close();
}
