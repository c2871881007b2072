/**
 * Subscribe link generator benchmark: one link through the emulator at 100 ms emulated latency.
 * The floor is 1 round trip: `channels?forHandle` returns the channel with snippet and
 * statistics (1 unit).
 *
 *   npx tsx tests/bench/subscribe-link-generator.ts [--latency 100]
 */
import { parseChannelRef } from '../../src/domain/youtube/channelRef.ts';
import { generateSubscribeLink } from '../../src/services/tools/subscribe-link-generator/subscribeLink.ts';
import { benchYouTubeRun } from './youtubeRunBench.ts';

const ref = parseChannelRef('https://www.youtube.com/@mayacodes');
if (!ref) throw new Error('not a channel reference');

await benchYouTubeRun({
  title: 'One subscribe link (a handle)',
  floor: 1,
  run: (yt, signal) => generateSubscribeLink(yt, ref, signal),
});
