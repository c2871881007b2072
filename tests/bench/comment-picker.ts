/**
 * Comment picker benchmark: loading the giveaway's first 1,000 comments through the emulator at
 * 100 ms emulated latency. Each page needs the previous page's token, so the floor is 10
 * dependent round trips (10 requests, 10 units); the draw itself calls nothing.
 *
 *   npx tsx tests/bench/comment-picker.ts [--latency 100]
 */
import { commentHeavyVideoId } from '../../sandbox/youtube/dataset/fixedContent.ts';
import { loadPickerComments } from '../../src/services/tools/comment-picker/commentPicker.ts';
import { benchYouTubeRun } from './youtubeRunBench.ts';

await benchYouTubeRun({
  title: 'Comment picker: the comments of one giveaway (1,000)',
  floor: 10,
  run: (yt, signal) => loadPickerComments(yt, commentHeavyVideoId, signal, () => undefined),
});
