import { VIDEO_ANALYZER_MESSAGES, type VideoAnalysis } from '@/domain/tools/videoAnalysis';
import { videoIdToAnalyze } from '@/domain/tools/videoAnalyzerInput';
import { createToolRunMachine } from './toolRunMachine';

/**
 * The video analyzer (spec §2, §5, §8): `/tools/video-analyzer/{videoId}` runs the analysis of
 * that video; the app provides `run` (the video, then its channel and category).
 */
export const videoAnalyzerMachine = createToolRunMachine<string, VideoAnalysis>('videoAnalyzer', {
  parse: videoIdToAnalyze,
  failureMessage: VIDEO_ANALYZER_MESSAGES.failed,
});

export type VideoAnalyzerLogic = typeof videoAnalyzerMachine;
