/**
 * Transcript viewer benchmark: one transcript through the emulator at 100 ms emulated latency.
 * The floor is 1 round trip: timedtext alone (no Data API call, no quota units).
 *
 *   npx tsx tests/bench/youtube-transcript.ts [--latency 100]
 */
import { demoReelVideoId } from '../../sandbox/youtube/dataset/index.ts';
import { viewTranscript } from '../../src/services/tools/youtube-transcript/youtubeTranscript.ts';
import { benchYouTubeRun } from './youtubeRunBench.ts';

await benchYouTubeRun({
  title: "One video's transcript",
  floor: 1,
  run: (yt, signal) => viewTranscript(yt, demoReelVideoId, signal),
});
