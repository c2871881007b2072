/**
 * Video analyzer benchmark: one analysis through the emulator at 100 ms emulated latency.
 * Prints the quota units, the requests, and the dependent round trips: a request's depth is
 * one more than the deepest request that had finished before it started, so requests sent
 * together share a depth. The floor is 2: the video, then its channel and category together.
 *
 *   npx tsx tests/bench/video-analysis.ts [--latency 100]
 */
import { performance } from 'node:perf_hooks';
import { demoReelVideoId } from '../../sandbox/youtube/dataset/fixedContent.ts';
import { startYouTubeSandbox } from '../../sandbox/youtube/server.ts';
import { createYouTubeClient, type FetchLike } from '../../src/services/youtube/index.ts';
import { analyzeVideo } from '../../src/services/tools/videoAnalysis.ts';

const latencyIndex = process.argv.indexOf('--latency');
const latencyMs = latencyIndex >= 0 ? Number(process.argv[latencyIndex + 1]) : 100;

interface Span {
  resource: string;
  start: number;
  end: number;
}

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

const sandbox = await startYouTubeSandbox({ latencyMs });
try {
  const client = createYouTubeClient({
    apiBase: sandbox.apiBase,
    apiKeys: ['sandbox-key'],
    cache: false,
    fetch: timedFetch,
  });
  const start = performance.now();
  const { units, requests } = await client.withMeter((yt) =>
    analyzeVideo(yt, demoReelVideoId, new AbortController().signal),
  );
  const wallMs = performance.now() - start;
  const depth = depths(spans);
  console.log(`\nOne video analysis, ${latencyMs} ms emulated latency`);
  spans.forEach((span, index) => {
    console.log(
      `  round trip ${depth[index]}: ${span.resource.padEnd(16)} ${(span.start - start).toFixed(0).padStart(5)} → ${(span.end - start).toFixed(0).padStart(5)} ms`,
    );
  });
  console.log(
    `  dependent round trips ${Math.max(...depth)} (floor 2), requests ${requests}, quota units ${units}, wall ${wallMs.toFixed(0)} ms`,
  );
} finally {
  await sandbox.close();
}
