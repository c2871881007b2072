/**
 * Channel comparer benchmark: one comparison through the emulator at 100 ms emulated latency,
 * for each shape of input. The floor is 1 dependent round trip: two handles are looked up side by
 * side with the parts in the call that finds each (2 units), two ids share one call (1 unit).
 *
 *   npx tsx tests/bench/channel-comparer.ts [--latency 100]
 */
import { emptyChannelId, ownerChannelId } from '../../sandbox/youtube/dataset/index.ts';
import { readChannelPair } from '../../src/domain/tools/channel-comparer/channelComparisonInput.ts';
import { compareChannels } from '../../src/services/tools/channel-comparer/channelComparison.ts';
import { benchYouTubeRun } from './youtubeRunBench.ts';

function pair(a: string, b: string) {
  const outcome = readChannelPair({ a, b });
  if (!outcome.ok) throw new Error(`not a pair: ${a}, ${b}`);
  return outcome.value;
}

for (const [title, a, b] of [
  ['One channel comparison (two handles)', '@kitchenlabdaily', '@mayacodes'],
  ['One channel comparison (two channel ids)', ownerChannelId, emptyChannelId],
  ['One channel comparison (an id and a handle)', ownerChannelId, '@mayacodes'],
] as const) {
  await benchYouTubeRun({
    title,
    floor: 1,
    run: (yt, signal) => compareChannels(yt, pair(a, b), signal),
  });
}
