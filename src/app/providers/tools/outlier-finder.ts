import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { outlierFinderMachine } from '@/machines/tools/outlier-finder/outlierFinderMachine';
import { findOutliers } from '@/services/tools/outlier-finder/outlierSearch';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { youtubeClient } from '@/app/providers/youtubeClient';
import type { OutlierFinderScreenProps } from '@/screens/tools/outlier-finder/OutlierFinderScreen';

/** The outlier finder on the YouTube Data API, reporting the quota units each run spent. */
export const outlierFinderLogic = outlierFinderMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), findOutliers, input, signal),
    ),
  },
});

/** What the outlier finder screen gets from the app, read as the route renders. */
export const screenProps = (): OutlierFinderScreenProps => ({ logic: outlierFinderLogic });
