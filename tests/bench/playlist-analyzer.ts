/**
 * Playlist analyzer benchmark: the 1,200-item playlist through the emulator at 100 ms emulated
 * latency. The floor is the 24 sequential pages of playlistItems (each needs the previous
 * page's token); the videos batches run while paging continues, then one round of channels.
 *
 *   npx tsx tests/bench/playlist-analyzer.ts [--latency 100]
 */
import { createDataset } from '../../sandbox/youtube/dataset/index.ts';
import { hugePlaylistSize } from '../../sandbox/youtube/dataset/playlists.ts';
import { analyzePlaylist } from '../../src/services/tools/playlist-analyzer/playlistAnalysis.ts';
import { benchYouTubeRun, latencyFromArgs } from './youtubeRunBench.ts';

const hugePlaylist = createDataset().playlists.find(
  (list) => list.videoIds.length === hugePlaylistSize,
);
if (!hugePlaylist) throw new Error(`the emulator has no ${hugePlaylistSize}-item playlist`);

const pages = Math.ceil(hugePlaylistSize / 50);
const latencyMs = latencyFromArgs();
await benchYouTubeRun({
  title: `The ${hugePlaylistSize}-item playlist analysis (floor ${pages} pages x ${latencyMs} ms = ${pages * latencyMs} ms, goal <= ${(pages * latencyMs * 1.2).toFixed(0)} ms)`,
  floor: pages,
  latencyMs,
  run: (yt, signal) => analyzePlaylist(yt, { kind: 'playlist', id: hugePlaylist.id }, signal),
});
