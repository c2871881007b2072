/**
 * Comment downloader benchmark: the giveaway video's first 1,000 comments (10 pages of 100)
 * through the emulator at 100 ms emulated latency, then the three files built from them. Each
 * page needs the previous page's token, so the floor is 10 sequential round trips.
 *
 *   npx tsx tests/bench/comment-downloader.ts [--latency 100]
 */
import { performance } from 'node:perf_hooks';
import { commentHeavyVideoId } from '../../sandbox/youtube/dataset/index.ts';
import {
  COMMENT_FILE_FORMATS,
  commentFile,
} from '../../src/domain/tools/comment-downloader/commentFiles.ts';
import { COMMENT_PAGE_LIMIT } from '../../src/domain/tool-kit/videoComments.ts';
import { fetchVideoComments } from '../../src/services/tool-kit/videoComments.ts';
import { benchYouTubeRun, latencyFromArgs } from './youtubeRunBench.ts';

const latencyMs = latencyFromArgs();
const floorMs = COMMENT_PAGE_LIMIT * latencyMs;
await benchYouTubeRun({
  title: `The giveaway video's 1,000 comments (floor ${COMMENT_PAGE_LIMIT} pages x ${latencyMs} ms = ${floorMs} ms)`,
  floor: COMMENT_PAGE_LIMIT,
  latencyMs,
  run: async (yt, signal) => {
    const result = await fetchVideoComments(yt, commentHeavyVideoId, signal, () => {});
    const start = performance.now();
    const sizes = COMMENT_FILE_FORMATS.map(
      (format) => `${format} ${(commentFile(format, result).content.length / 1024).toFixed(0)} KB`,
    );
    console.log(
      `  ${result.comments.length} comments; files built in ${(performance.now() - start).toFixed(1)} ms (${sizes.join(', ')})`,
    );
    return result;
  },
});
