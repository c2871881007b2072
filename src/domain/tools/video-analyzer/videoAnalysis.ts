import { SHARED_TOOL_MESSAGES } from '@/domain/tool-kit/toolFailure';
import type { VideoMetrics } from './videoMetrics';

/** docs/product.md, video-analyzer. */
export const VIDEO_ANALYZER_MESSAGES = {
  videoNotFound: SHARED_TOOL_MESSAGES.videoNotFound,
  channelNotFound: SHARED_TOOL_MESSAGES.channelNotFound,
  failed: 'An error occurred while analyzing the video',
} as const;

/** What one video analysis shows: the video, its channel, and its documented metrics. */
export interface VideoAnalysis {
  videoId: string;
  title: string;
  channelId: string;
  channelTitle: string;
  thumbnailUrl: string | null;
  metrics: VideoMetrics;
}
