/**
 * One run of each YouTube tool through the emulator, one after another (each bench prints its
 * requests, dependent round trips and quota units; see youtubeRunBench.ts).
 *
 *   npx tsx tests/bench/tool-runs.ts [--latency 100]
 */
const benches = [
  'video-analyzer',
  'channel-analyzer',
  'channel-comparer',
  'channel-consultant',
  'subscribe-link-generator',
  'thumbnail-tester',
  'tag-generator',
  'playlist-analyzer',
  'outlier-finder',
  'comment-downloader',
  'comment-picker',
  'youtube-transcript',
];

for (const bench of benches) await import(`./${bench}.ts`);

export {};
