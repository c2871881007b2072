import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { thumbnailTesterMachine } from '@/machines/tools/thumbnail-tester/thumbnailTesterMachine';
import { loadComparison } from '@/services/tools/thumbnail-tester/thumbnailComparison';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { youtubeClient } from '@/app/providers/youtubeClient';
import type { ThumbnailTesterScreenProps } from '@/screens/tools/thumbnail-tester/ThumbnailTesterScreen';

/** The thumbnail tester's comparison on the YouTube Data API, with the units each load spent. */
export const thumbnailTesterLogic = thumbnailTesterMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), loadComparison, input, signal),
    ),
  },
});

/** What the thumbnail tester screen gets from the app, read as the route renders. */
export const screenProps = (): ThumbnailTesterScreenProps => ({ logic: thumbnailTesterLogic });
