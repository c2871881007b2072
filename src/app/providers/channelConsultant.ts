import { fromAbortablePromise } from '@/machines/fromAbortablePromise';
import { channelConsultantMachine } from '@/machines/channelConsultantMachine';
import { consultChannel } from '@/services/tools/channelConsultant';
import { runYouTubeTool } from '@/services/tools/toolRun';
import { youtubeClient } from './youtubeClient';

/** The channel consultant on the YouTube Data API, reporting the quota units each run spent. */
export const channelConsultantLogic = channelConsultantMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), consultChannel, input, signal),
    ),
  },
});
