/**
 * What `npm run test:changed` runs for a list of changed files (pure; scripts/test-changed.mjs
 * asks git for the list):
 *
 * - a source or test file under src/, sandbox/ or scripts/ goes to `vitest related`, which runs
 *   the unit tests that import it (or the test itself);
 * - a SQL file (supabase/ migrations and seed, the sandbox's bootstrap) counts as a change to
 *   sandbox/supabase/database.ts, which reads them;
 * - a file in a component or screen folder (a feature's, `src/components/tools/tag-generator/`,
 *   or a shared group's, `src/components/shared/`) selects that folder's story files; a story file is checked by its stories only (no test imports one);
 * - a deleted file, and anything else (README, docs, config, e2e specs, baselines), selects nothing.
 */

const storyFile = /\.stories\.tsx?$/;
const moduleFile = /\.(ts|tsx|mts|mjs|js|cjs|css|json)$/;
const unitRoots = /^(src|sandbox|scripts)\//;
const sqlFile = /^(supabase|sandbox)\/.*\.sql$/;
const databaseModule = 'sandbox/supabase/database.ts';

/** The folder under src/components or src/screens a file lies in ('src/components/site/blog'), else null. */
export function storyFolderOf(file) {
  return /^src\/(components|screens)\/.+(?=\/[^/]+$)/.exec(file)?.[0] ?? null;
}

/** The file to hand to `vitest related` for a changed file, or null. */
function unitTarget(file) {
  if (storyFile.test(file)) return null;
  if (unitRoots.test(file) && moduleFile.test(file)) return file;
  if (sqlFile.test(file)) return databaseModule;
  return null;
}

function skipReason(file) {
  if (/^tests\/e2e\/.*\.spec\.ts$/.test(file)) {
    return `end-to-end spec, not in the quick loop (npm run build:demo, then npx playwright test ${file})`;
  }
  return 'no unit test or story follows it (npm test checks everything)';
}

/**
 * @param {{ status: string, file: string }[]} changes git's status letter (D: deleted) and the
 *   path from the repository's root
 * @param {string[]} storyFiles every story file in the working tree
 * @returns {{ unit: string[], stories: string[], lines: { file: string, why: string }[] }}
 *   the files for `vitest related`, the story files to run, and why, file by file
 */
export function planChanged(changes, storyFiles) {
  const unit = new Set();
  const stories = new Set();
  const lines = [];
  for (const { status, file } of changes) {
    if (status === 'D') {
      lines.push({ file, why: 'deleted, nothing to run' });
      continue;
    }
    const why = [];
    const target = unitTarget(file);
    if (target) {
      unit.add(target);
      why.push(target === file ? 'unit tests related to it' : `unit tests related to ${target}`);
    }
    const folder = storyFolderOf(file);
    const folderStories = folder
      ? storyFiles.filter((story) => story.startsWith(`${folder}/`) && storyFile.test(story))
      : [];
    if (folderStories.length) {
      folderStories.forEach((story) => stories.add(story));
      why.push(`the stories of ${folder}/`);
    }
    lines.push({ file, why: why.length ? why.join(' and ') : skipReason(file) });
  }
  return { unit: [...unit].sort(), stories: [...stories].sort(), lines };
}
