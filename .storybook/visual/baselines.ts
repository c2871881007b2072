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
 * parallel workers never write the manifest themselves.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

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

/** Decoded RGBA pixels, whatever the file format. */
interface Pixels {
  width: number;
  height: number;
  data: Buffer;
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

/** Writes expected, actual and a diff (changed pixels in red over a dimmed expected). */
async function writeDiff(storyId: string, expected: Pixels, actual: Pixels): Promise<number> {
  mkdirSync(diffDir, { recursive: true });
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const diff: Pixels = { width, height, data: Buffer.alloc(width * height * 4) };
  let changed = 0;
  const at = (image: Pixels, x: number, y: number) =>
    x < image.width && y < image.height ? (y * image.width + x) * 4 : -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const e = at(expected, x, y);
      const a = at(actual, x, y);
      const out = (y * width + x) * 4;
      const same =
        e >= 0 && a >= 0 && expected.data.readUInt32BE(e) === actual.data.readUInt32BE(a);
      if (!same) changed++;
      const grey = e >= 0 ? Math.round((expected.data[e] ?? 0) * 0.3) : 0;
      diff.data[out] = same ? grey : 255;
      diff.data[out + 1] = same ? grey : 0;
      diff.data[out + 2] = same ? grey : 0;
      diff.data[out + 3] = 255;
    }
  }
  await writePng(path.join(diffDir, `${storyId}.expected.png`), expected);
  await writePng(path.join(diffDir, `${storyId}.actual.png`), actual);
  await writePng(path.join(diffDir, `${storyId}.diff.png`), diff);
  return changed;
}

export type VisualMode = 'check' | 'update';

export interface VisualSettings {
  mode: VisualMode;
  /** In CI a story without a baseline fails; elsewhere its first image is recorded. */
  ci: boolean;
  /** False when the baselines come from another browser version (the run says so once). */
  compare: boolean;
}

/**
 * Checks (or records) what a story drew: `png` is the screenshot, or null when the story draws
 * nothing. Throws with the number of changed pixels when it differs from the baseline.
 */
export async function matchBaseline(storyId: string, png: Buffer | null, settings: VisualSettings) {
  const actual = png ? await decode(png) : null;
  const hash = actual ? pixelHash(actual) : NOTHING_DRAWN;
  if (settings.mode === 'update') {
    await record(storyId, hash, actual);
    return;
  }
  const expected = readManifest().stories[storyId];
  if (expected === hash || !settings.compare) return;
  if (expected === undefined) {
    if (settings.ci) {
      throw new Error(
        `No visual baseline for ${storyId}: record it with \`npm run test:visual:update\`.`,
      );
    }
    await record(storyId, hash, actual);
    return;
  }
  if (expected === NOTHING_DRAWN || !actual) {
    throw new Error(
      `${storyId} ${actual ? 'now draws something' : 'now draws nothing'}; its baseline says otherwise.`,
    );
  }
  const baseline = await decode(imageFile(expected));
  const changed = await writeDiff(storyId, baseline, actual);
  throw new Error(
    `${storyId} differs from its baseline: ${changed} pixel(s) changed ` +
      `(${baseline.width}x${baseline.height} → ${actual.width}x${actual.height}). ` +
      `See tests/visual/__diff_output__/${storyId}.diff.png.`,
  );
}
