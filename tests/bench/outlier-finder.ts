/**
 * Outlier finder benchmark: one search through the emulator at 100 ms emulated latency. The
 * floor is 2 dependent round trips: the search, then the videos and their channels together.
 *
 *   npx tsx tests/bench/outlier-finder.ts [--latency 100]
 */
import { findOutliers } from '../../src/services/tools/outlier-finder/outlierSearch.ts';
import { benchYouTubeRun } from './youtubeRunBench.ts';

await benchYouTubeRun({
  title: 'One outlier search (film, videos)',
  floor: 2,
  run: (yt, signal) => findOutliers(yt, { query: 'film', type: 'videos' }, signal),
});
