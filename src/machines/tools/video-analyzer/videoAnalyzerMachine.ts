import {
  VIDEO_ANALYZER_MESSAGES,
  type VideoAnalysis,
} from '@/domain/tools/video-analyzer/videoAnalysis';
import { videoIdToAnalyze } from '@/domain/tools/video-analyzer/videoAnalyzerInput';
import { createToolRunMachine } from '@/machines/tool-kit/toolRunMachine';

/**
 * The video analyzer (docs/product.md, video-analyzer): `/tools/video-analyzer/{videoId}` runs the
 * analysis of that video; the app provides `run` (the video, then its channel and category).
 */
export const videoAnalyzerMachine = createToolRunMachine<string, VideoAnalysis>('videoAnalyzer', {
  parse: videoIdToAnalyze,
  failureMessage: VIDEO_ANALYZER_MESSAGES.failed,
});

export type VideoAnalyzerLogic = typeof videoAnalyzerMachine;
