#!/usr/bin/env node
/**
 * Contact proof-of-work bench: how long the contact form's worker takes to solve a challenge in
 * Chromium, at the calm level and at the levels a flood raises it to (docs/security.md, the
 * contact form's proof of work). It serves an existing demo build (`npx vite build --mode demo`)
 * with `vite preview`, opens /contact and runs the built worker chunk the form uses on ALTCHA
 * challenges made here (altcha-lib, random secret numbers up to the level's maxnumber, as the
 * database draws them); median and spread of 10 solves a level.
 *
 *   node tests/bench/contact-proof.mjs --dist dist [--runs 10] [--levels 0,1,3,5,7]
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createChallenge } from 'altcha-lib/v1';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs';
import { startPreview } from './preview.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const distDir = arg('--dist', 'dist');
const runs = Number(arg('--runs', '10'));
const levels = arg('--levels', '0,1,3,5,7').split(',').map(Number);
/** The database's rule: supabase/migrations/20261129000100_contact_proof_of_work.sql. */
const maxnumberAt = (level) => 100_000 * 2 ** level;

const worker = readdirSync(path.join(distDir, 'assets')).find((name) =>
  /^proof\.worker-[\w-]+\.js$/.test(name),
);
if (!worker) throw new Error(`no proof worker chunk in ${distDir}/assets: build the demo first`);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Solves `challenge` with the built worker in the page; milliseconds from post to answer. */
function solveInPage(page, challenge) {
  return page.evaluate(
    ({ url, challenge }) =>
      new Promise((resolve, reject) => {
        const proof = new Worker(url, { type: 'module' });
        const start = performance.now();
        proof.onmessage = ({ data }) => {
          proof.terminate();
          if (data.number === null) reject(new Error('no number found'));
          else resolve({ ms: performance.now() - start, number: data.number });
        };
        proof.onerror = (event) => reject(new Error(event.message));
        proof.postMessage({ challenge });
      }),
    { url: `/assets/${worker}`, challenge },
  );
}

const server = await startPreview({ outDir: distDir });
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/contact`, { waitUntil: 'networkidle' });
  console.log(`Contact proof of work in Chromium (${worker}), ${runs} solves a level`);
  console.log('  level   maxnumber     median      fastest     slowest    hashes/s (median)');
  for (const level of levels) {
    const times = [];
    const rates = [];
    for (let run = 0; run < runs; run += 1) {
      const challenge = await createChallenge({
        hmacKey: 'bench',
        maxnumber: maxnumberAt(level),
        expires: new Date(Date.now() + 600_000),
        params: { level: String(level) },
      });
      const { ms, number } = await solveInPage(page, challenge);
      times.push(ms);
      rates.push(((number + 1) * 1000) / ms);
    }
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`.padStart(10);
    console.log(
      `  ${String(level).padStart(5)} ${maxnumberAt(level).toLocaleString('en-US').padStart(11)} ${s(median(times))}  ${s(Math.min(...times))}  ${s(Math.max(...times))}  ${Math.round(median(rates)).toLocaleString('en-US').padStart(12)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
