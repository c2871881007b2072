/**
 * Thumbnail tester benchmark: the comparison's two loads through the emulator at 100 ms emulated
 * latency.
 * - Trending: floor 2 round trips, `videos?chart=mostPopular` (12, snippet), then one `channels`
 *   call for the avatars (2 units).
 * - A channel by handle: floor 3, `channels?forHandle` (snippet, contentDetails), its uploads
 *   playlist (50 items), then `videos` (contentDetails) for the durations (3 units).
 *
 *   npx tsx tests/bench/thumbnail-tester.ts [--latency 100]
 */
import { parseChannelRef } from '../../src/domain/youtube/channelRef.ts';
import { loadComparison } from '../../src/services/tools/thumbnail-tester/thumbnailComparison.ts';
import { benchYouTubeRun } from './youtubeRunBench.ts';

await benchYouTubeRun({
  title: 'One thumbnail comparison (trending)',
  floor: 2,
  run: (yt, signal) => loadComparison(yt, { source: 'trending' }, signal),
});

const channel = parseChannelRef('https://www.youtube.com/@jordanvaleedits');
if (!channel) throw new Error('not a channel reference');

await benchYouTubeRun({
  title: 'One thumbnail comparison (a channel by handle)',
  floor: 3,
  run: (yt, signal) => loadComparison(yt, { source: 'channel', channel }, signal),
});
