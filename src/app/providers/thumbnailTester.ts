import { fromAbortablePromise } from '@/machines/fromAbortablePromise';
import { thumbnailTesterMachine } from '@/machines/thumbnailTesterMachine';
import { loadComparison } from '@/services/tools/thumbnailComparison';
import { runYouTubeTool } from '@/services/tools/toolRun';
import { youtubeClient } from './youtubeClient';

/** The thumbnail tester's comparison on the YouTube Data API, with the units each load spent. */
export const thumbnailTesterLogic = thumbnailTesterMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), loadComparison, input, signal),
    ),
  },
});
