import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { channelComparerMachine } from '@/machines/tools/channel-comparer/channelComparerMachine';
import { compareChannels } from '@/services/tools/channel-comparer/channelComparison';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { youtubeClient } from '@/app/providers/youtubeClient';
import type { ChannelComparerScreenProps } from '@/screens/tools/channel-comparer/ChannelComparerScreen';

/** The channel comparer on the YouTube Data API, reporting the quota units each run spent. */
export const channelComparerLogic = channelComparerMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), compareChannels, input, signal),
    ),
  },
});

/** What the channel comparer screen gets from the app, read as the route renders. */
export const screenProps = (): ChannelComparerScreenProps => ({ logic: channelComparerLogic });
