/**
 * One run of each YouTube tool through the emulator, one after another (each bench prints its
 * requests, dependent round trips and quota units; see youtubeRunBench.ts).
 *
 *   npx tsx tests/bench/tool-runs.ts [--latency 100]
 */
const benches = [
  'video-analysis',
  'channel-analysis',
  'channel-comparison',
  'channel-consultant',
  'subscribe-link',
  'thumbnail-comparison',
  'tag-generator',
  'playlist-analysis',
  'outlier-finder',
  'comment-downloader',
  'comment-picker',
  'transcript-viewer',
];

for (const bench of benches) await import(`./${bench}.ts`);

export {};
