import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { pictureFileMachine } from '@/machines/tools/thumbnail-tester/pictureFileMachine';
import { thumbnailTesterMachine } from '@/machines/tools/thumbnail-tester/thumbnailTesterMachine';
import { openPicture } from '@/services/tools/thumbnail-tester/pictureFile';
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

/** The visitor's pictures, each decoded in the page before it is shown. */
export const pictureLogic = pictureFileMachine.provide({
  actors: { open: fromAbortablePromise(({ input, signal }) => openPicture(input, signal)) },
});

/** What the thumbnail tester screen gets from the app, read as the route renders. */
export const screenProps = (): ThumbnailTesterScreenProps => ({
  logic: thumbnailTesterLogic,
  pictureLogic,
});
