import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { channelAnalyzerMachine } from '@/machines/tools/channel-analyzer/channelAnalyzerMachine';
import { channelAnalysisRun, systemClock } from '@/services/tools/channel-analyzer/channelAnalysis';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { youtubeClient } from '@/app/providers/youtubeClient';
import type { ChannelAnalyzerScreenProps } from '@/screens/tools/channel-analyzer/ChannelAnalyzerScreen';

/** The channel analyzer on the YouTube Data API and the wall clock, metering each run's units. */
export const channelAnalyzerLogic = channelAnalyzerMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), channelAnalysisRun(systemClock), input, signal),
    ),
  },
});

/** What the channel analyzer screen gets from the app, read as the route renders. */
export const screenProps = (): ChannelAnalyzerScreenProps => ({ logic: channelAnalyzerLogic });
