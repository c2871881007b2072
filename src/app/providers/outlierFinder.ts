import { fromAbortablePromise } from '@/machines/fromAbortablePromise';
import { outlierFinderMachine } from '@/machines/outlierFinderMachine';
import { findOutliers } from '@/services/tools/outlierSearch';
import { runYouTubeTool } from '@/services/tools/toolRun';
import { youtubeClient } from './youtubeClient';

/** The outlier finder on the YouTube Data API, reporting the quota units each run spent. */
export const outlierFinderLogic = outlierFinderMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), findOutliers, input, signal),
    ),
  },
});
