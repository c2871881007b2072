/**
 * The committed visual baselines (tests/visual/): one lossless WebP per distinct image, named by
 * the hash of its pixels, and manifest.json mapping each story to its image and naming the
 * browser that drew them. Stories that draw the same pixels share one file. Lossless WebP holds
 * the same pixels as the browser's PNG in about 40 % of the bytes (measured on the 324 baselines
 * of 2026-11-25: 17.7 MiB of PNG, 9.7 MiB of WebP at the default effort, less again at quality
 * 100), and every browser and GitHub show it.
 *
 * This side runs inside the test-runner's workers: it compares a story's screenshot with its
 * baseline, and records what it drew (for `--update-snapshots`, or a story new outside CI) as a
 * pending entry that scripts/visual-baselines.mjs merges into the manifest after the run, so
 * parallel workers never write the manifest themselves. How close is close enough (pixel for
 * pixel on the browser major that drew the baselines, within a measured tolerance on another) is
 * compare.ts's. Each story's verdict goes to the run's report folder, which
 * scripts/test-stories.mjs sums up at the end of the step.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  changedPixels,
  compareImages,
  crossBrowserTolerance,
  sameMajor,
  type Comparison,
  type Pixels,
} from './compare.ts';

const visualDir = path.resolve(process.cwd(), 'tests/visual');
const imageDir = path.join(visualDir, 'baselines');
const pendingDir = path.join(visualDir, '.pending');
const diffDir = path.join(visualDir, '__diff_output__');

/** What a story draws when nothing of it is on screen (a closed modal). */
export const NOTHING_DRAWN = 'nothing-drawn';

interface Manifest {
  browser: string;
  stories: Record<string, string>;
}

let manifest: Manifest | undefined;

function readManifest(): Manifest {
  const file = path.join(visualDir, 'manifest.json');
  manifest ??= existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest)
    : { browser: '', stories: {} };
  return manifest;
}

async function decode(image: Buffer | string): Promise<Pixels> {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

const rawInput = (pixels: Pixels) => ({
  raw: { width: pixels.width, height: pixels.height, channels: 4 as const },
});

/** The hash of what an image shows: its size and every pixel, whatever the encoder did. */
function pixelHash(image: Pixels): string {
  return createHash('sha256')
    .update(`${image.width}x${image.height}\n`)
    .update(image.data)
    .digest('hex')
    .slice(0, 20);
}

function writeAtomically(file: string, data: Buffer | string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

const imageFile = (hash: string) => path.join(imageDir, `${hash}.webp`);

/** Keeps `pixels` as the image `hash` (once) and notes that `storyId` draws it. */
async function record(storyId: string, hash: string, pixels: Pixels | null) {
  if (pixels && !existsSync(imageFile(hash))) {
    // `exact` keeps the colour of transparent pixels, so decoding gives back the same bytes.
    // For lossless WebP `quality` is how hard the encoder searches, not a loss: 100 makes the
    // heavy screen images about a quarter smaller, at a few seconds each, paid only on recording.
    const webp = await sharp(pixels.data, rawInput(pixels))
      .webp({ lossless: true, effort: 6, quality: 100, exact: true })
      .toBuffer();
    writeAtomically(imageFile(hash), webp);
  }
  writeAtomically(path.join(pendingDir, `${storyId}.json`), JSON.stringify({ hash }));
}

const writePng = (file: string, pixels: Pixels) =>
  sharp(pixels.data, rawInput(pixels)).png().toFile(file);

/** Every changed pixel in red over a dimmed expected image (the union of both sizes). */
function exactDiff(expected: Pixels, actual: Pixels): Pixels {
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const diff: Pixels = { width, height, data: Buffer.alloc(width * height * 4) };
  const at = (image: Pixels, x: number, y: number) =>
    x < image.width && y < image.height ? (y * image.width + x) * 4 : -1;
  const word = (image: Pixels, i: number) =>
    ((image.data[i] ?? 0) << 24) |
    ((image.data[i + 1] ?? 0) << 16) |
    ((image.data[i + 2] ?? 0) << 8) |
    (image.data[i + 3] ?? 0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const e = at(expected, x, y);
      const a = at(actual, x, y);
      const out = (y * width + x) * 4;
      const same = e >= 0 && a >= 0 && word(expected, e) === word(actual, a);
      const grey = e >= 0 ? Math.round((expected.data[e] ?? 0) * 0.3) : 0;
      diff.data[out] = same ? grey : 255;
      diff.data[out + 1] = same ? grey : 0;
      diff.data[out + 2] = same ? grey : 0;
      diff.data[out + 3] = 255;
    }
  }
  return diff;
}

/** Writes expected, actual and a diff into `dir` (`diff`: pixelmatch's, when it drew one). */
async function writeDiff(
  dir: string,
  storyId: string,
  expected: Pixels,
  actual: Pixels,
  diff: Pixels | null,
) {
  mkdirSync(dir, { recursive: true });
  await writePng(path.join(dir, `${storyId}.expected.png`), expected);
  await writePng(path.join(dir, `${storyId}.actual.png`), actual);
  await writePng(path.join(dir, `${storyId}.diff.png`), diff ?? exactDiff(expected, actual));
}

/**
 * `check` compares, `update` records, `measure` compares without failing on pixels and keeps
 * every differing screenshot and its numbers in the report folder (`--measure-drift`).
 */
export type VisualMode = 'check' | 'update' | 'measure';

export interface VisualSettings {
  mode: VisualMode;
  /** In CI a story without a baseline fails; elsewhere its first image is recorded. */
  ci: boolean;
  /** False only when the run was asked not to compare (`--no-visual`). */
  compare: boolean;
  /** The browser drawing this run's screenshots, e.g. 'Chromium 156.0.8078.108'. */
  browser: string;
  /** Where each story's verdict is written for the step's summary (none: not written). */
  reportDir: string | undefined;
}

/**
 * A story's verdict for the step's summary: `identical` (the baseline's pixels), `tolerated`
 * (different pixels, within the cross-browser tolerance), `failed`, or `recorded`.
 */
export type Verdict = 'identical' | 'tolerated' | 'failed' | 'recorded';

interface Report extends Partial<Comparison> {
  id: string;
  verdict: Verdict;
  browser: string;
  baselineBrowser: string;
  tolerance: 'exact' | 'cross-browser';
  size?: string;
  baselineSize?: string;
}

function writeReport(settings: VisualSettings, report: Report) {
  if (!settings.reportDir) return;
  writeAtomically(path.join(settings.reportDir, `${report.id}.json`), JSON.stringify(report));
}

const sizeOf = (image: Pixels | null) => (image ? `${image.width}x${image.height}` : 'nothing');

/**
 * Checks (or records) what a story drew: `png` is the screenshot, or null when the story draws
 * nothing. Throws with the number of changed pixels when it differs from the baseline: any
 * pixel when this browser's major drew the baselines, beyond `crossBrowserTolerance` otherwise.
 */
export async function matchBaseline(storyId: string, png: Buffer | null, settings: VisualSettings) {
  const actual = png ? await decode(png) : null;
  const hash = actual ? pixelHash(actual) : NOTHING_DRAWN;
  if (settings.mode === 'update') {
    await record(storyId, hash, actual);
    return;
  }
  const { browser: baselineBrowser, stories } = readManifest();
  const exact = sameMajor(baselineBrowser, settings.browser);
  const report = (verdict: Verdict, details: Partial<Report> = {}) =>
    writeReport(settings, {
      id: storyId,
      verdict,
      browser: settings.browser,
      baselineBrowser,
      tolerance: exact ? 'exact' : 'cross-browser',
      ...details,
    });
  const expected = stories[storyId];
  const measuring = settings.mode === 'measure';
  if (!settings.compare) return;
  if (expected === hash) {
    report('identical');
    return;
  }
  if (expected === undefined) {
    if (measuring) {
      report('failed', { size: sizeOf(actual), baselineSize: 'none' });
      return;
    }
    if (settings.ci) {
      report('failed');
      throw new Error(
        `No visual baseline for ${storyId}: record it with \`npm run test:visual:update\`.`,
      );
    }
    await record(storyId, hash, actual);
    report('recorded');
    return;
  }
  if (expected === NOTHING_DRAWN || !actual) {
    report('failed', {
      size: sizeOf(actual),
      baselineSize: expected === NOTHING_DRAWN ? 'nothing' : 'an image',
    });
    if (measuring) return;
    throw new Error(
      `${storyId} ${actual ? 'now draws something' : 'now draws nothing'}; its baseline says otherwise.`,
    );
  }
  const baseline = await decode(imageFile(expected));
  const sizes = { size: sizeOf(actual), baselineSize: sizeOf(baseline) };
  if (exact && !measuring) {
    // Pixel for pixel: any difference fails, and is counted over both images' area.
    const changed = changedPixels(baseline, actual);
    report('failed', { changed, ...sizes });
    await writeDiff(diffDir, storyId, baseline, actual, null);
    throw new Error(
      `${storyId} differs from its baseline: ${changed} pixel(s) changed ` +
        `(${baseline.width}x${baseline.height} → ${actual.width}x${actual.height}). ` +
        `See tests/visual/__diff_output__/${storyId}.diff.png.`,
    );
  }
  const sameSize = baseline.width === actual.width && baseline.height === actual.height;
  const diffImage: Pixels | null = sameSize
    ? { ...baseline, data: Buffer.alloc(baseline.data.length) }
    : null;
  const comparison = compareImages(baseline, actual, crossBrowserTolerance, diffImage?.data);
  report(comparison.withinTolerance ? 'tolerated' : 'failed', { ...comparison, ...sizes });
  if (measuring) {
    // Every differing screenshot is kept, to look at and to measure again offline.
    const dir = path.join(settings.reportDir ?? diffDir, 'images');
    await writeDiff(dir, storyId, baseline, actual, diffImage);
    return;
  }
  if (comparison.withinTolerance) return;
  await writeDiff(diffDir, storyId, baseline, actual, diffImage);
  const { threshold, maxDiffPixels, strongThreshold, maxStrongDiffPixels } = crossBrowserTolerance;
  throw new Error(
    `${storyId} differs from its baseline beyond the tolerance for another browser version ` +
      `(baselines drawn by ${baselineBrowser}, this is ${settings.browser}): ` +
      (comparison.sameSize
        ? `${comparison.diff} pixel(s) differ by more than ${threshold} with anti-aliasing ` +
          `ignored (allowed: ${maxDiffPixels}), ${comparison.strong} by more than ` +
          `${strongThreshold} with it counted (allowed: ${maxStrongDiffPixels})`
        : `the size changed (${baseline.width}x${baseline.height} → ${actual.width}x${actual.height})`) +
      `. See tests/visual/__diff_output__/${storyId}.diff.png.`,
  );
}
