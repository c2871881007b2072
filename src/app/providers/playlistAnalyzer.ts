import { fromAbortablePromise } from '@/machines/fromAbortablePromise';
import { playlistAnalyzerMachine } from '@/machines/playlistAnalyzerMachine';
import { analyzePlaylist } from '@/services/tools/playlistAnalysis';
import { runYouTubeTool } from '@/services/tools/toolRun';
import { youtubeClient } from './youtubeClient';

/** The playlist analyzer on the YouTube Data API, metering each run's units. */
export const playlistAnalyzerLogic = playlistAnalyzerMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), analyzePlaylist, input, signal),
    ),
  },
});
