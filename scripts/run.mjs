import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
  });
}

export const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** A step as a person would type it: 'unit: npx vitest run'. */
export const stepLine = ([name, command, args]) =>
  `${name}: ${[command === process.execPath ? 'node' : command, ...args].join(' ')}`;

/**
 * Runs `[name, command, args]` steps in order, stopping at the first failure, then prints a
 * summary with each step's time and the closing line CI reads ('N passed, N failed').
 * Resolves with the process's exit code.
 */
export async function runSteps(steps) {
  const results = [];
  const started = Date.now();
  for (const step of steps) {
    const [name, command, args] = step;
    console.log(`\n▶ ${stepLine(step)}`);
    const stepStart = Date.now();
    const code = await run(command, args);
    results.push({ name, ok: code === 0, seconds: (Date.now() - stepStart) / 1000 });
    if (code !== 0) break;
  }

  console.log('\nSummary');
  for (const { name, ok, seconds } of results) {
    console.log(`  ${ok ? '✔' : '✘'} ${name.padEnd(10)} ${seconds.toFixed(1).padStart(6)} s`);
  }
  const skipped = steps.length - results.length;
  if (skipped) console.log(`  (${skipped} later step(s) not run after the failure)`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}
