#!/usr/bin/env node
/**
 * Colour palette bench: does a 24-megapixel photo block the page? It builds nothing itself: it
 * serves an existing demo build (`npx vite build --mode demo --outDir <dir>`) with `vite preview` on a throw-away
 * sandbox, and in Debian's Chromium, with a 'longtask' PerformanceObserver on the page:
 *
 * 0. checks the probe: a 150 ms busy loop on the page must be reported as a long task;
 * 1. uploads a generated 6000×4000 JPEG (flat colour blocks with grain, like a photo) and
 *    measures the extraction (from the file input's change to the palette on screen), the
 *    longest main-thread task and the longest gap between animation frames meanwhile;
 * 2. clicks 'Download (4K)' and measures the same until the download starts.
 *
 *   node tests/bench/color-palette.mjs --dist /tmp/dist-palette [--runs 3]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
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
const WIDTH = 6000;
const HEIGHT = 4000;

/** Four colour blocks with ±12 grain on every channel, as a quality-90 JPEG. */
async function photo24mp(file) {
  const blocks = [
    [216, 48, 48],
    [48, 96, 216],
    [240, 192, 48],
    [48, 168, 72],
  ];
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 1;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 25) - 12;
  };
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const block = blocks[(x * 2 >= WIDTH ? 1 : 0) + (y * 2 >= HEIGHT ? 2 : 0)];
      const at = (y * WIDTH + x) * 3;
      for (let c = 0; c < 3; c += 1) raw[at + c] = Math.max(0, Math.min(255, block[c] + noise()));
    }
  }
  const jpeg = await sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  writeFileSync(file, jpeg);
  return jpeg.length;
}

async function oneRun(browser, url, file) {
  const page = await browser.newPage({ acceptDownloads: true });
  await page.addInitScript(installLongTaskProbe);
  await page.goto(`${url}/tools/color-palette`, { waitUntil: 'networkidle' });
  const calibration = await checkLongTaskProbe(page);
  const input = page.getByRole('main').locator('input[type="file"]');
  // The clock starts when the page has the file (the input's change), not while Playwright
  // copies 10 MB into the browser.
  await input.evaluate((element) => {
    element.addEventListener('change', () => window.__longTaskProbe.start(), {
      capture: true,
      once: true,
    });
  });
  await input.setInputFiles(file);
  await page.getByRole('heading', { name: /^Palette \(/ }).waitFor({ timeout: 120_000 });
  const extraction = await page.evaluate(() => window.__longTaskProbe.stop());
  const colors = await page
    .getByRole('main')
    .getByRole('button', { name: /^Copy / })
    .allTextContents();

  await page.evaluate(() => window.__longTaskProbe.start());
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('button', { name: 'Download (4K)' }).click(),
  ]);
  const gradient = await page.evaluate(() => window.__longTaskProbe.stop());
  await download.cancel().catch(() => undefined);
  await page.close();
  return { extraction, gradient, colors, calibration };
}

const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const work = mkdtempSync(path.join(tmpdir(), 'bench-palette-'));
const file = path.join(work, 'photo-6000x4000.jpg');
const bytes = await photo24mp(file);
console.log(
  `image: ${WIDTH}×${HEIGHT} (${((WIDTH * HEIGHT) / 1e6).toFixed(0)} MP) JPEG, ${(bytes / 1e6).toFixed(1)} MB`,
);

const server = await startPreview({ outDir: distDir });
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await oneRun(browser, server.url, file);
    results.push(result);
    const { extraction: e, gradient: g } = result;
    if (i === 0) {
      console.log(
        `probe check: a 150 ms busy loop on the main thread was seen as a ${ms(result.calibration)} task`,
      );
    }
    console.log(
      `run ${i + 1}: extraction ${ms(e.ms)}, longest main-thread task ${ms(e.longest)} (${e.longTasks} over 50 ms), longest frame gap ${ms(e.maxFrameGap)} | 4K gradient ${ms(g.ms)}, longest task ${ms(g.longest)}, frame gap ${ms(g.maxFrameGap)} | palette ${result.colors.join(' ')}`,
    );
  }
  const pick = (f) => median(results.map(f));
  console.log(
    `median of ${runs}: extraction ${ms(pick((r) => r.extraction.ms))}, longest main-thread task ${ms(pick((r) => r.extraction.longest))}; 4K gradient ${ms(pick((r) => r.gradient.ms))}, longest task ${ms(pick((r) => r.gradient.longest))}`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
