#!/usr/bin/env node
/**
 * `npm test`: the one gate. Runs every check in order and stops at the first failure:
 * typecheck → lint → format → unit and machine tests → Storybook (play, axe, visual) →
 * production build → end-to-end in Chromium → every route on the dev server.
 */
import { npx, run } from './run.mjs';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const steps = [
  ['typecheck', npx, ['tsc', '--noEmit', '-p', '.']],
  ['lint', npx, ['eslint', '--max-warnings=0', '.']],
  ['format', npx, ['prettier', '--check', '--log-level=warn', '.']],
  ['unit', npx, ['vitest', 'run']],
  ['stories', process.execPath, ['scripts/test-stories.mjs']],
  ['build', npx, ['vite', 'build', '--logLevel', 'warn']],
  ['e2e', npx, ['playwright', 'test']],
  ['dev', npx, ['playwright', 'test', '--config', 'playwright.dev.config.ts']],
];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter(([name]) => only.includes(name)) : steps;
const results = [];
const started = Date.now();

for (const [name, command, args] of selected) {
  console.log(
    `\n▶ ${name}: ${[command === process.execPath ? 'node' : command, ...args].join(' ')}`,
  );
  const stepStart = Date.now();
  const code = await run(command, args);
  results.push({ name, ok: code === 0, seconds: (Date.now() - stepStart) / 1000 });
  if (code !== 0) break;
}

console.log('\nSummary');
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? '✔' : '✘'} ${name.padEnd(10)} ${seconds.toFixed(1).padStart(6)} s`);
}
const skipped = selected.length - results.length;
if (skipped) console.log(`  (${skipped} later step(s) not run after the failure)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
