#!/usr/bin/env node
/**
 * Transcript viewer bench: does a long captions file block the page? Like the colour palette's,
 * it serves an existing demo build (`npx vite build --mode demo`) with `vite preview` on a
 * throw-away sandbox and watches Chromium's main thread (`longTaskProbe.mjs`) while it
 *
 * 1. uploads a generated 5 MB `.srt` (about 55,000 cues, a long stream's) on a video without
 *    captions, and measures until the lines are on screen: total time, the longest main-thread
 *    task, the longest gap between frames;
 * 2. searches it for a word and measures until the count of matching lines shows;
 * 3. uploads a generated 50 MB `.srt` (over the 10 MB cap) and measures until the refusal shows.
 *
 *   node tests/bench/transcript-file.mjs --dist dist [--runs 3]
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs';
import { checkLongTaskProbe, installLongTaskProbe } from './longTaskProbe.mjs';
import { startPreview } from './preview.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const distDir = arg('--dist', 'dist');
const runs = Number(arg('--runs', '3'));
/** The sandbox's video without captions: the page shows the player and the file box. */
const VIDEO_ID = 'MayaNoCmt0A';

const pad = (n, width = 2) => String(n).padStart(width, '0');
const srtTime = (ms) =>
  `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
const WORDS =
  'so today we are going to look at the edit and cut on the beat with a hello again'.split(' ');

/** SubRip cues of 2.5 s, about 90 bytes each, until the file holds `megabytes` MB. */
function writeSrt(file, megabytes) {
  const target = megabytes * 1024 * 1024;
  const parts = [];
  let size = 0;
  for (let n = 1; size < target; n += 1) {
    const start = (n - 1) * 2_500;
    const text = Array.from({ length: 11 }, (_, i) => WORDS[(n * 7 + i * 3) % WORDS.length]).join(
      ' ',
    );
    const cue = `${n}\n${srtTime(start)} --> ${srtTime(start + 2_400)}\n${text}\n\n`;
    parts.push(cue);
    size += Buffer.byteLength(cue);
  }
  writeFileSync(file, parts.join(''));
  return { bytes: statSync(file).size, cues: parts.length };
}

/** Starts the probe when the page has the file (the input's change), then hands it over. */
async function upload(page, file) {
  const input = page.getByRole('main').locator('input[type="file"]');
  await input.evaluate((element) => {
    element.addEventListener('change', () => window.__longTaskProbe.start(), {
      capture: true,
      once: true,
    });
  });
  await input.setInputFiles(file);
}

async function oneRun(browser, url, files) {
  const page = await browser.newPage();
  await page.addInitScript(installLongTaskProbe);
  await page.goto(`${url}/tools/youtube-transcript/${VIDEO_ID}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Upload .srt or .vtt' }).waitFor({ timeout: 60_000 });
  const calibration = await checkLongTaskProbe(page);
  const main = page.getByRole('main');

  await upload(page, files.large);
  await main.getByText(/^[\d,]+ lines$/).waitFor({ timeout: 300_000 });
  const read = await page.evaluate(() => window.__longTaskProbe.stop());
  const lines = await main.getByText(/^[\d,]+ lines$/).textContent();

  await page.evaluate(() => window.__longTaskProbe.start());
  await main.getByRole('searchbox', { name: 'Search transcript' }).fill('hello again');
  await main.getByText(/lines match$/).waitFor({ timeout: 120_000 });
  const search = await page.evaluate(() => window.__longTaskProbe.stop());

  await upload(page, files.huge);
  await main.getByText(/over 10 MB/).waitFor({ timeout: 300_000 });
  const refused = await page.evaluate(() => window.__longTaskProbe.stop());
  await page.close();
  return { calibration, read, search, refused, lines };
}

const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const line = (label, m) =>
  `${label} ${ms(m.ms)}, longest main-thread task ${ms(m.longest)} (${m.longTasks} over 50 ms), longest frame gap ${ms(m.maxFrameGap)}`;

const work = mkdtempSync(path.join(tmpdir(), 'bench-transcript-'));
const files = {
  large: path.join(work, 'stream-5mb.srt'),
  huge: path.join(work, 'stream-50mb.srt'),
};
const large = writeSrt(files.large, 5);
const huge = writeSrt(files.huge, 50);
console.log(
  `files: ${(large.bytes / 1e6).toFixed(1)} MB .srt with ${large.cues.toLocaleString('en-US')} cues; ${(huge.bytes / 1e6).toFixed(1)} MB .srt with ${huge.cues.toLocaleString('en-US')} cues`,
);

const server = await startPreview({ outDir: distDir });
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await oneRun(browser, server.url, files);
    results.push(result);
    if (i === 0) {
      console.log(
        `probe check: a 150 ms busy loop on the main thread was seen as a ${ms(result.calibration)} task`,
      );
    }
    console.log(
      `run ${i + 1}: ${line('5 MB read and drawn', result.read)} (${result.lines}) | ${line('search', result.search)} | ${line('50 MB refused', result.refused)}`,
    );
  }
  const pick = (f) => median(results.map(f));
  console.log(
    `median of ${runs}: 5 MB file ${ms(pick((r) => r.read.ms))}, longest task ${ms(pick((r) => r.read.longest))}; search ${ms(pick((r) => r.search.ms))}, longest task ${ms(pick((r) => r.search.longest))}; 50 MB file refused in ${ms(pick((r) => r.refused.ms))}, longest task ${ms(pick((r) => r.refused.longest))}`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
