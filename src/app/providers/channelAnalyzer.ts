import { fromAbortablePromise } from '@/machines/fromAbortablePromise';
import { channelAnalyzerMachine } from '@/machines/channelAnalyzerMachine';
import { channelAnalysisRun, systemClock } from '@/services/tools/channelAnalysis';
import { runYouTubeTool } from '@/services/tools/toolRun';
import { youtubeClient } from './youtubeClient';

/** The channel analyzer on the YouTube Data API and the wall clock, metering each run's units. */
export const channelAnalyzerLogic = channelAnalyzerMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), channelAnalysisRun(systemClock), input, signal),
    ),
  },
});
