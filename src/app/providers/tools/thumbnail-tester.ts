import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { thumbnailTesterMachine } from '@/machines/tools/thumbnail-tester/thumbnailTesterMachine';
import { loadComparison } from '@/services/tools/thumbnail-tester/thumbnailComparison';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { youtubeClient } from '@/app/providers/youtubeClient';

/** The thumbnail tester's comparison on the YouTube Data API, with the units each load spent. */
export const thumbnailTesterLogic = thumbnailTesterMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), loadComparison, input, signal),
    ),
  },
});
