/**
 * Sandbox content benchmark: how long the sandbox database takes to start cold, and the blog
 * listing query's latency through the PostgREST-compatible gateway under 50 concurrent clients,
 * using the production content service (supabase-js) over HTTP on loopback.
 *
 *   npx tsx tests/bench/content-gateway.ts [--clients 50] [--requests 20]
 */
import { performance } from 'node:perf_hooks';
import { startSupabaseSandbox } from '../../sandbox/supabase/gateway/server';
import { createSnapshot, openSandboxDatabase } from '../../sandbox/supabase/database';
import { createContentClient } from '../../src/services/content/client';
import { createContentService } from '../../src/services/content/contentService';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function coldStart() {
  const [fresh, freshMs] = await timed(() => openSandboxDatabase());
  await fresh.close();
  const snapshot = await createSnapshot();
  const [loaded, loadedMs] = await timed(() => openSandboxDatabase({ snapshot }));
  await loaded.close();
  console.log('\nSandbox database cold start (PGlite, in memory)');
  console.log(`  initdb + migrations + seed   ${ms(freshMs).padStart(10)}`);
  console.log(`  from a snapshot              ${ms(loadedMs).padStart(10)}`);
  return snapshot;
}

async function listingLatency(snapshot: Blob, clients: number, requestsPerClient: number) {
  const sandbox = await startSupabaseSandbox({ snapshot });
  try {
    const service = createContentService(
      createContentClient({ url: sandbox.url, anonKey: 'sandbox-anon-key' }),
    );
    const signal = new AbortController().signal;
    await service.listPublishedPosts({}, signal); // warm-up
    const latencies: number[] = [];
    const [, wallMs] = await timed(() =>
      Promise.all(
        Array.from({ length: clients }, async () => {
          for (let i = 0; i < requestsPerClient; i += 1) {
            const [, took] = await timed(() => service.listPublishedPosts({}, signal));
            latencies.push(took);
          }
        }),
      ),
    );
    latencies.sort((a, b) => a - b);
    console.log(
      `\nBlog listing through the gateway: ${clients} concurrent clients x ${requestsPerClient} requests`,
    );
    console.log(`  p50 ${ms(percentile(latencies, 50)).padStart(10)}`);
    console.log(`  p95 ${ms(percentile(latencies, 95)).padStart(10)}`);
    console.log(`  max ${ms(latencies.at(-1) ?? NaN).padStart(10)}`);
    console.log(`  throughput ${((latencies.length / wallMs) * 1000).toFixed(0)} requests/s`);
  } finally {
    await sandbox.close();
  }
}

const snapshot = await coldStart();
await listingLatency(snapshot, option('clients', 50), option('requests', 20));
