import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { playlistAnalyzerMachine } from '@/machines/tools/playlist-analyzer/playlistAnalyzerMachine';
import { analyzePlaylist } from '@/services/tools/playlist-analyzer/playlistAnalysis';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { youtubeClient } from '@/app/providers/youtubeClient';
import type { PlaylistAnalyzerScreenProps } from '@/screens/tools/playlist-analyzer/PlaylistAnalyzerScreen';

/** The playlist analyzer on the YouTube Data API, metering each run's units. */
export const playlistAnalyzerLogic = playlistAnalyzerMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), analyzePlaylist, input, signal),
    ),
  },
});

/** What the playlist analyzer screen gets from the app, read as the route renders. */
export const screenProps = (): PlaylistAnalyzerScreenProps => ({ logic: playlistAnalyzerLogic });
