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

/** Runs a command with its output held back; resolves with its exit code and the output. */
function runHeld(command, args) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => resolve({ code, output: Buffer.concat(chunks).toString() });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${command}: ${error.message}\n`));
      done(1);
    });
  });
}

/**
 * Runs a plan: its stages in order, stopping after the first stage with a failure. A stage is a
 * step (`[name, command, args]`, its output live) or `{ lanes }`: lanes that run at the same
 * time, each its steps in order, each step's output printed whole when it ends (so two lanes
 * never interleave); a lane stops at its first failure and the others start no further step.
 * Then prints a summary with each step's time and the closing line CI reads ('N passed,
 * N failed'). Resolves with the process's exit code.
 */
export async function runStages(stages) {
  const results = [];
  const started = Date.now();
  const total = stages.reduce(
    (n, stage) => n + (Array.isArray(stage) ? 1 : stage.lanes.flat().length),
    0,
  );
  for (const stage of stages) {
    if (Array.isArray(stage)) {
      console.log(`\n▶ ${stepLine(stage)}`);
      const stepStart = Date.now();
      const code = await run(stage[1], stage[2]);
      results.push({ name: stage[0], ok: code === 0, seconds: (Date.now() - stepStart) / 1000 });
    } else {
      let failed = false;
      const first = results.length;
      const runLane = async (lane, index) => {
        for (const step of lane) {
          if (failed) return;
          console.log(
            `\n▷ ${stepLine(step)} (lane ${index + 1} of ${stage.lanes.length}; its output when it ends)`,
          );
          const stepStart = Date.now();
          const { code, output } = await runHeld(step[1], step[2]);
          const seconds = (Date.now() - stepStart) / 1000;
          console.log(`\n▶ ${stepLine(step)} (${seconds.toFixed(1)} s, beside the other lanes)`);
          process.stdout.write(output);
          results.push({ name: step[0], ok: code === 0, seconds, lane: index + 1 });
          if (code !== 0) {
            failed = true;
            return;
          }
        }
      };
      await Promise.all(stage.lanes.map(runLane));
      // The summary lists the stage's steps in the plan's order, not in the order they ended.
      const order = stage.lanes.flat().map(([name]) => name);
      const ended = results.splice(first);
      ended.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
      results.push(...ended);
    }
    if (results.some((r) => !r.ok)) break;
  }

  console.log('\nSummary');
  for (const { name, ok, seconds, lane } of results) {
    const beside = lane ? `  (lane ${lane}, beside the other lanes)` : '';
    console.log(
      `  ${ok ? '✔' : '✘'} ${name.padEnd(10)} ${seconds.toFixed(1).padStart(6)} s${beside}`,
    );
  }
  const skipped = total - results.length;
  if (skipped) console.log(`  (${skipped} later step(s) not run after the failure)`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

/** Runs `[name, command, args]` steps in order, one at a time (runStages with no lanes). */
export const runSteps = (steps) => runStages(steps);
