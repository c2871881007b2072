import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { videoAnalyzerMachine } from '@/machines/tools/video-analyzer/videoAnalyzerMachine';
import { analyzeVideo } from '@/services/tools/video-analyzer/videoAnalysis';
import { withToolFailures } from '@/services/tool-kit/youtubeFailures';
import { youtubeClient } from '@/app/providers/youtubeClient';
import type { VideoAnalyzerScreenProps } from '@/screens/tools/video-analyzer/VideoAnalyzerScreen';

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

/** What the video analyzer screen gets from the app, read as the route renders. */
export const screenProps = (): VideoAnalyzerScreenProps => ({ logic: videoAnalyzerLogic });
