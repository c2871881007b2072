/**
 * Channel analyzer benchmark: one analysis through the emulator at 100 ms emulated latency. The
 * floor is 2 dependent round trips: the channel (by handle), then its uploads playlist's newest
 * item.
 *
 *   npx tsx tests/bench/channel-analyzer.ts [--latency 100]
 */
import { defaultReferenceTime } from '../../sandbox/youtube/dataset/index.ts';
import { analyzeChannel } from '../../src/services/tools/channel-analyzer/channelAnalysis.ts';
import { benchYouTubeRun } from './youtubeRunBench.ts';

await benchYouTubeRun({
  title: 'One channel analysis (@kitchenlabdaily)',
  floor: 2,
  run: (yt, signal) =>
    analyzeChannel(
      yt,
      { kind: 'handle', handle: 'kitchenlabdaily' },
      signal,
      () => defaultReferenceTime,
    ),
});
