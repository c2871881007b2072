/**
 * Measures one YouTube tool run through the emulator: the quota units, the requests, and the
 * dependent round trips. A request's depth is one more than the deepest request that had
 * finished before it started, so requests sent together share a depth.
 *
 * Each tool's bench (tests/bench/<tool>.ts) calls `benchYouTubeRun` with its run and prints.
 */
import { performance } from 'node:perf_hooks';
import { startYouTubeSandbox } from '../../sandbox/youtube/server.ts';
import {
  createYouTubeClient,
  type FetchLike,
  type YouTubeClient,
} from '../../src/services/youtube/index.ts';

interface Span {
  resource: string;
  start: number;
  end: number;
}

function depths(all: readonly Span[]): number[] {
  const depth: number[] = [];
  all.forEach((span, index) => {
    const before = all
      .map((other, otherIndex) => ({ other, d: depth[otherIndex] ?? 0 }))
      .filter(({ other }, otherIndex) => otherIndex < index && other.end <= span.start);
    depth.push(1 + Math.max(0, ...before.map(({ d }) => d)));
  });
  return depth;
}

/** `--latency N` from the command line, 100 ms by default. */
export function latencyFromArgs(): number {
  const index = process.argv.indexOf('--latency');
  return index >= 0 ? Number(process.argv[index + 1]) : 100;
}

export interface YouTubeRunBench {
  /** What the run is, e.g. 'One video analysis'. */
  title: string;
  /** The fewest dependent round trips the data allows, printed beside the measured number. */
  floor: number;
  run: (yt: YouTubeClient, signal: AbortSignal) => Promise<unknown>;
  latencyMs?: number;
}

/** Runs `run` once against a fresh emulator and prints each request and the totals. */
export async function benchYouTubeRun({
  title,
  floor,
  run,
  latencyMs = latencyFromArgs(),
}: YouTubeRunBench) {
  const spans: Span[] = [];
  const timedFetch: FetchLike = async (input, init) => {
    const span = {
      resource: new URL(input).pathname.split('/').pop() ?? '',
      start: performance.now(),
      end: Infinity,
    };
    spans.push(span);
    try {
      return await fetch(input, init);
    } finally {
      span.end = performance.now();
    }
  };

  const sandbox = await startYouTubeSandbox({ latencyMs });
  try {
    const client = createYouTubeClient({
      apiBase: sandbox.apiBase,
      apiKeys: ['sandbox-key'],
      timedTextBase: sandbox.timedTextBase,
      cache: false,
      fetch: timedFetch,
    });
    const start = performance.now();
    const { units, requests } = await client.withMeter((yt) =>
      run(yt, new AbortController().signal),
    );
    const wallMs = performance.now() - start;
    const depth = depths(spans);
    console.log(`\n${title}, ${latencyMs} ms emulated latency`);
    spans.forEach((span, index) => {
      console.log(
        `  round trip ${depth[index]}: ${span.resource.padEnd(16)} ${(span.start - start).toFixed(0).padStart(5)} → ${(span.end - start).toFixed(0).padStart(5)} ms`,
      );
    });
    console.log(
      `  dependent round trips ${Math.max(...depth)} (floor ${floor}), requests ${requests}, quota units ${units}, wall ${wallMs.toFixed(0)} ms`,
    );
  } finally {
    await sandbox.close();
  }
}
