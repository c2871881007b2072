#!/usr/bin/env node
/**
 * `npm run test:changed`: the quick loop. Runs what the changed files call for and nothing else
 * (the rules are in changed-plan.mjs): the unit tests related to them (`vitest related --run`),
 * then the stories of changed component and screen folders through scripts/test-stories.mjs
 * (static build, play functions, axe, visual baselines).
 *
 * Changed: every file that differs between the working tree (staged, unstaged, untracked) and
 * the merge base of HEAD with origin/main, or with main's upstream when there is no origin/main;
 * with neither, the working tree against HEAD.
 *
 *   npm run test:changed
 *   npm run test:changed -- --base HEAD~3   # against the merge base with another ref
 *   npm run test:changed -- --dry-run       # print the plan, run nothing
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { planChanged } from './changed-plan.mjs';
import { npx, runSteps, stepLine } from './run.mjs';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const requestedBase = baseIndex >= 0 ? (args[baseIndex + 1] ?? '') : undefined;
const dryRun = args.includes('--dry-run');

const git = (...gitArgs) =>
  execFileSync('git', gitArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const isCommit = (ref) => {
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
    return true;
  } catch {
    return false;
  }
};

process.chdir(git('rev-parse', '--show-toplevel').trim());

if (requestedBase !== undefined && !isCommit(requestedBase)) {
  console.error(requestedBase ? `--base ${requestedBase}: not a commit` : '--base needs a ref');
  process.exit(2);
}
const ref = requestedBase ?? ['origin/main', 'main@{upstream}'].find(isCommit);
const base = ref ? git('merge-base', 'HEAD', ref).trim() : 'HEAD';
console.log(
  ref
    ? `Changed since ${base.slice(0, 7)} (merge base of HEAD and ${ref}), with uncommitted and untracked files:`
    : 'Changed in the working tree against HEAD (no origin/main, no upstream), with untracked files:',
);

const nulSeparated = (text) => text.split('\0').filter(Boolean);
const diff = nulSeparated(git('diff', '--name-status', '--no-renames', '-z', base));
const changes = [];
for (let i = 0; i + 1 < diff.length; i += 2) changes.push({ status: diff[i], file: diff[i + 1] });
for (const file of nulSeparated(git('ls-files', '--others', '--exclude-standard', '-z'))) {
  changes.push({ status: 'A', file });
}
changes.sort((a, b) => a.file.localeCompare(b.file));
const storyFiles = nulSeparated(
  git('ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.stories.tsx'),
).filter((file) => existsSync(file));

const plan = planChanged(changes, storyFiles);
if (plan.lines.length === 0) console.log('  nothing');
for (const { file, why } of plan.lines) console.log(`  ${file}: ${why}`);

const steps = [];
if (plan.unit.length) steps.push(['unit', npx, ['vitest', 'related', '--run', ...plan.unit]]);
if (plan.stories.length) {
  steps.push(['stories', process.execPath, ['scripts/test-stories.mjs', ...plan.stories]]);
}
if (steps.length === 0) {
  console.log('\nNothing to run: no changed file has unit tests or stories.');
  process.exit(0);
}

console.log('\nWill run:');
for (const step of steps) console.log(`  ${stepLine(step)}`);
if (dryRun) process.exit(0);
process.exit(await runSteps(steps));
