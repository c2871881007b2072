#!/usr/bin/env node
/**
 * The visual baselines' housekeeping and budget (tests/visual/; format in
 * .storybook/visual/baselines.ts).
 *
 *   node scripts/visual-baselines.mjs           # check: consistency and size budget, print sizes
 *
 * As a module, test-stories.mjs uses `mergePending` after a run that recorded images, and
 * `staleStories` to find baselines of stories that no longer exist.
 *
 * Budget: the folder may hold 12 MiB while four tools exist, growing linearly to 20 MiB once all
 * sixteen do (each tool brings a screen and its components); the median image at most 25 KB.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const visualDir = path.join(root, 'tests/visual');
const imageDir = path.join(visualDir, 'baselines');
const pendingDir = path.join(visualDir, '.pending');
const manifestFile = path.join(visualDir, 'manifest.json');
const NOTHING_DRAWN = 'nothing-drawn';

const MiB = 1024 * 1024;
const KB = 1000;
const medianLimit = 25 * KB;

export function readManifest() {
  return existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : { browser: '', stories: {} };
}

function writeManifest(manifest) {
  const stories = Object.fromEntries(
    Object.entries(manifest.stories).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, stories }, null, 2)}\n`);
}

const images = () =>
  existsSync(imageDir) ? readdirSync(imageDir).filter((name) => name.endsWith('.webp')) : [];

/**
 * Folds what the workers recorded into manifest.json. After a full run (`full`), stories that
 * were not visited lose their entries; `browser` is the version that drew the new images.
 * Images no story uses any more are deleted. Returns the number of entries written.
 */
export function mergePending({ full, browser }) {
  const pending = existsSync(pendingDir) ? readdirSync(pendingDir) : [];
  if (pending.length === 0) return 0;
  const manifest = readManifest();
  const stories = full ? {} : { ...manifest.stories };
  for (const name of pending.filter((file) => file.endsWith('.json'))) {
    const { hash } = JSON.parse(readFileSync(path.join(pendingDir, name), 'utf8'));
    stories[name.slice(0, -'.json'.length)] = hash;
  }
  writeManifest({ browser: browser || manifest.browser, stories });
  rmSync(pendingDir, { recursive: true, force: true });
  const used = new Set(Object.values(stories));
  for (const name of images()) {
    if (!used.has(name.slice(0, -'.webp'.length))) rmSync(path.join(imageDir, name));
  }
  return pending.length;
}

/** Manifest entries whose story no longer exists in the built Storybook's index. */
export function staleStories(indexFile) {
  const { entries } = JSON.parse(readFileSync(indexFile, 'utf8'));
  const ids = new Set(
    Object.values(entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.id),
  );
  return Object.keys(readManifest().stories).filter((id) => !ids.has(id));
}

/** The size budget grows with the tools that exist (routes under /tools/ in the route table). */
function budgetBytes() {
  const routes = readFileSync(path.join(root, 'src/domain/routing/routeTable.ts'), 'utf8');
  const tools = new Set(routes.match(/path: '\/tools\/[a-z-]+/g) ?? []).size;
  const share = Math.min(Math.max((tools - 4) / 12, 0), 1);
  return { tools, limit: Math.round((12 + 8 * share) * MiB) };
}

function folderBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '__diff_output__' || entry.name === '.pending') continue;
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
  }
  return total;
}

/** Sizes, budget and consistency of the committed baselines; `problems` empty when all is well. */
export function report() {
  const manifest = readManifest();
  const files = images();
  const sizes = files.map((name) => statSync(path.join(imageDir, name)).size).sort((a, b) => a - b);
  const median = sizes.length ? sizes[Math.floor((sizes.length - 1) / 2)] : 0;
  const total = existsSync(visualDir) ? folderBytes(visualDir) : 0;
  const { tools, limit } = budgetBytes();
  const hashes = Object.values(manifest.stories);
  const stored = new Set(files.map((name) => name.slice(0, -'.webp'.length)));
  const missing = [...new Set(hashes)].filter(
    (hash) => hash !== NOTHING_DRAWN && !stored.has(hash),
  );
  const used = new Set(hashes);
  const unused = [...stored].filter((hash) => !used.has(hash));

  const problems = [];
  if (total > limit) {
    problems.push(
      `tests/visual/ holds ${(total / MiB).toFixed(2)} MiB, over its ${(limit / MiB).toFixed(2)} MiB budget`,
    );
  }
  if (median > medianLimit) {
    problems.push(`the median baseline is ${(median / KB).toFixed(1)} KB, over 25 KB`);
  }
  if (missing.length)
    problems.push(`manifest names images that are missing: ${missing.join(', ')}`);
  if (unused.length) problems.push(`images no story uses: ${unused.join(', ')}`);

  return {
    problems,
    lines: [
      `visual baselines: ${hashes.length} stories, ${files.length} images, ` +
        `${(total / MiB).toFixed(2)} MiB of ${(limit / MiB).toFixed(2)} MiB (${tools} tools), ` +
        `median ${(median / KB).toFixed(1)} KB, largest ${((sizes.at(-1) ?? 0) / KB).toFixed(1)} KB; ` +
        `drawn by ${manifest.browser || 'an unknown browser'}`,
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { problems, lines } = report();
  for (const line of lines) console.log(line);
  for (const problem of problems) console.error(`✘ ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
