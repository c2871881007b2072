/**
 * Video analyzer benchmark: one analysis through the emulator at 100 ms emulated latency. The
 * floor is 2 dependent round trips: the video, then its channel and category together.
 *
 *   npx tsx tests/bench/video-analyzer.ts [--latency 100]
 */
import { demoReelVideoId } from '../../sandbox/youtube/dataset/fixedContent.ts';
import { analyzeVideo } from '../../src/services/tools/video-analyzer/videoAnalysis.ts';
import { benchYouTubeRun } from './youtubeRunBench.ts';

await benchYouTubeRun({
  title: 'One video analysis',
  floor: 2,
  run: (yt, signal) => analyzeVideo(yt, demoReelVideoId, signal),
});
