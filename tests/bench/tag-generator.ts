/**
 * Tag generator benchmark: one run through the emulator at 100 ms emulated latency. The floor
 * is 2 dependent round trips: the search (100 units), then the videos it found (1 unit).
 *
 *   npx tsx tests/bench/tag-generator.ts [--latency 100]
 */
import { generateTagsForTitle } from '../../src/services/tools/tag-generator/tagGenerator.ts';
import { benchYouTubeRun } from './youtubeRunBench.ts';

await benchYouTubeRun({
  title: 'One tag generation',
  floor: 2,
  run: (yt, signal) => generateTagsForTitle(yt, 'TypeScript generics', signal, () => undefined),
});
