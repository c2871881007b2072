#!/usr/bin/env node
/**
 * Checks that the gate is deterministic: clones the committed HEAD into a temporary folder (a
 * fresh clone, as CI gets it), installs, then runs `npm test` there several times in a row while
 * CPU-bound loops keep the machine busy. Prints each run's result and wall time.
 *
 *   node scripts/gate-under-load.mjs            # 5 runs, 1 busy loop per core
 *   node scripts/gate-under-load.mjs --runs 3 --loops 4
 *
 * Stops at the first failing run; its output is in the printed log file.
 */
import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const runs = option('runs', 5);
const loops = option('loops', availableParallelism());

const work = mkdtempSync(path.join(tmpdir(), 'gate-under-load-'));
const clone = path.join(work, 'repo');
execFileSync('git', ['clone', '--quiet', process.cwd(), clone], { stdio: 'inherit' });
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone })
  .toString()
  .trim();
console.log(`fresh clone of ${commit} in ${clone}`);

/** Runs a command in the clone, its output appended to `log`; resolves with its exit code. */
function runLogged(command, args, log) {
  const out = createWriteStream(log, { flags: 'a' });
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: clone,
      env: { ...process.env, CI: 'true', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on('close', (code) => {
      out.end();
      resolve(code ?? 1);
    });
  });
}

const installLog = path.join(work, 'install.log');
if ((await runLogged('npm', ['install', '--no-audit', '--no-fund'], installLog)) !== 0) {
  console.error(`npm install failed: see ${installLog}`);
  process.exit(1);
}

const burners = Array.from({ length: loops }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopBurners = () => burners.forEach((burner) => burner.kill());
process.on('exit', stopBurners);
console.log(`${loops} busy loop(s) running beside the gate`);

let failed = false;
for (let run = 1; run <= runs && !failed; run += 1) {
  const log = path.join(work, `run-${run}.log`);
  const started = Date.now();
  const code = await runLogged('npm', ['test'], log);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`run ${run}: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes} min (${log})`);
  failed = code !== 0;
}
stopBurners();
process.exit(failed ? 1 : 0);
