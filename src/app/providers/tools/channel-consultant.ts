import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { channelConsultantMachine } from '@/machines/tools/channel-consultant/channelConsultantMachine';
import { consultChannel } from '@/services/tools/channel-consultant/channelConsultant';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { youtubeClient } from '@/app/providers/youtubeClient';
import type { ChannelConsultantScreenProps } from '@/screens/tools/channel-consultant/ChannelConsultantScreen';

/** The channel consultant on the YouTube Data API, reporting the quota units each run spent. */
export const channelConsultantLogic = channelConsultantMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), consultChannel, input, signal),
    ),
  },
});

/** What the channel consultant screen gets from the app, read as the route renders. */
export const screenProps = (): ChannelConsultantScreenProps => ({ logic: channelConsultantLogic });
