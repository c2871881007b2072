/**
 * Channel consultant benchmark: one fetch of a channel's figures through the emulator at 100 ms
 * emulated latency. The floor is 3 dependent round trips: the channel, its uploads page, then
 * the latest videos' statistics. Switching modes afterwards costs nothing (no request).
 *
 *   npx tsx tests/bench/channel-consultant.ts [--latency 100]
 */
import { consultChannel } from '../../src/services/tools/channel-consultant/channelConsultant.ts';
import { benchYouTubeRun } from './youtubeRunBench.ts';

await benchYouTubeRun({
  title: 'One channel consultant run (@novagamingarena)',
  floor: 3,
  run: (yt, signal) => consultChannel(yt, { kind: 'handle', handle: 'novagamingarena' }, signal),
});
