import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { npx } from '../../scripts/run.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * The built site (`dist`, or `outDir`) served by `vite preview`, with the offline sandbox mounted
 * on a throw-away database (never the developer's .sandbox-data/). Resolves with its URL and a
 * stop function.
 */
export async function startPreview({ outDir = 'dist' } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sandbox-'));
  const child = spawn(
    npx,
    [
      'vite',
      'preview',
      '--mode',
      'demo',
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, SANDBOX_DATA_DIR: dataDir },
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(url, child, 60_000);
  return {
    url,
    async stop() {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
