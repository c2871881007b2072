/**
 * YouTube client benchmark: the 1,200-item playlist with every video's details, through the
 * emulator at 100 ms emulated latency. Pages are sequential (each needs the previous page's
 * token); video details go in parallel batches of 50. Prints wall time against the sequential
 * floor (pages x latency) and the quota units the run spent.
 *
 *   npx tsx tests/bench/youtube-playlist.ts [--latency 100]
 */
import { performance } from 'node:perf_hooks';
import { createDataset } from '../../sandbox/youtube/dataset/index.ts';
import { hugePlaylistSize } from '../../sandbox/youtube/dataset/playlists.ts';
import { startYouTubeSandbox } from '../../sandbox/youtube/server.ts';
import { collectItems, createYouTubeClient } from '../../src/services/youtube/index.ts';
import { latencyFromArgs } from './youtubeRunBench.ts';

const latencyMs = latencyFromArgs();

const hugePlaylist = createDataset().playlists.find(
  (list) => list.videoIds.length === hugePlaylistSize,
);
if (!hugePlaylist) throw new Error(`the emulator has no ${hugePlaylistSize}-item playlist`);

const sandbox = await startYouTubeSandbox({ latencyMs });
try {
  const client = createYouTubeClient({
    apiBase: sandbox.apiBase,
    apiKeys: ['sandbox-key'],
    cache: false,
  });
  const signal = new AbortController().signal;
  const start = performance.now();
  const { result, units, requests } = await client.withMeter(async (yt) => {
    const items = await collectItems(yt.playlistItems(hugePlaylist.id, { maxPages: 100 }, signal));
    const ids = items.flatMap((item) => item.contentDetails?.videoId ?? []);
    const videos = await yt.videos({ ids }, ['snippet', 'contentDetails', 'statistics'], signal);
    return { items: items.length, videos: videos.length };
  });
  const wallMs = performance.now() - start;
  const pages = Math.ceil(result.items / 50);
  console.log(
    `\nThe ${hugePlaylistSize}-item playlist with video details, ${latencyMs} ms emulated latency`,
  );
  console.log(`  playlist items ${result.items}, videos ${result.videos}, requests ${requests}`);
  console.log(
    `  wall time ${wallMs.toFixed(0)} ms; floor ${pages} pages x ${latencyMs} ms = ${pages * latencyMs} ms (+1 round of parallel video batches)`,
  );
  console.log(`  quota units spent ${units}`);
} finally {
  await sandbox.close();
}
