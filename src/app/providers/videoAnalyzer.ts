import { fromAbortablePromise } from '@/machines/fromAbortablePromise';
import { videoAnalyzerMachine } from '@/machines/videoAnalyzerMachine';
import { analyzeVideo } from '@/services/tools/videoAnalysis';
import { withToolFailures } from '@/services/tools/youtubeFailures';
import { youtubeClient } from './youtubeClient';

/** The video analyzer on the YouTube Data API, reporting the quota units each run spent. */
export const videoAnalyzerLogic = videoAnalyzerMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) => {
      const yt = await youtubeClient();
      return withToolFailures(() =>
        yt.withMeter((metered) => analyzeVideo(metered, input.query, signal)),
      );
    }),
  },
});
