import { fromAbortablePromise } from '@/machines/fromAbortablePromise';
import { channelComparerMachine } from '@/machines/channelComparerMachine';
import { compareChannels } from '@/services/tools/channelComparison';
import { runYouTubeTool } from '@/services/tools/toolRun';
import { youtubeClient } from './youtubeClient';

/** The channel comparer on the YouTube Data API, reporting the quota units each run spent. */
export const channelComparerLogic = channelComparerMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), compareChannels, input, signal),
    ),
  },
});
