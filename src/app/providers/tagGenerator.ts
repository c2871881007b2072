import { fromAbortablePromise } from '@/machines/fromAbortablePromise';
import { tagGeneratorMachine } from '@/machines/tagGeneratorMachine';
import { generateTagsForTitle } from '@/services/tools/tagGenerator';
import { runYouTubeTool } from '@/services/tools/toolRun';
import { youtubeClient } from './youtubeClient';

/** The tag generator on the YouTube Data API, metering each run's units. */
export const tagGeneratorLogic = tagGeneratorMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), generateTagsForTitle, input, signal),
    ),
  },
});
