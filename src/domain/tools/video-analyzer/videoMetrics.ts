/**
 * The video analyzer's result (docs/product.md, video-analyzer), computed from the facts the
 * service reads about a video and its channel.
 *
 * Decisions: `postedDate` is the video's `publishedAt` as given (the screen formats it);
 * `category` is the category title the service read, else the standard title of the id, else
 * `null`; a hidden like count arrives as 0. Turned-off comments count as 0 in the engagement rate
 * and the revenue estimate, but the metric says they are off (`comments` is null); a hidden
 * subscriber count is null and nothing is computed from it.
 */
import { engagementRate } from './engagement';
import { videoChecklist, type ChecklistItem } from './videoChecklist';
import { videoCategoryName } from '@/domain/tool-kit/videoCategories';
import { estimateVideoRevenue, type RevenueRange } from './videoRevenue';

export interface VideoFacts {
  title: string;
  description: string;
  tags: readonly string[];
  categoryId: string | null;
  /** From videoCategories.list, when it answered. */
  categoryTitle: string | null;
  publishedAt: string;
  durationSeconds: number;
  definition: string;
  views: number;
  likes: number;
  comments: number;
  commentsEnabled: boolean;
  /** Null when the channel hides its count. */
  subscribers: number | null;
}

export interface VideoMetrics {
  views: number;
  likes: number;
  /** Null when comments are turned off. */
  comments: number | null;
  postedDate: string;
  engagementRate: number;
  /** Null when the channel hides its count. */
  subscribers: number | null;
  estimatedRevenue: RevenueRange;
  tags: readonly string[];
  category: string | null;
  /** Seconds. */
  videoLength: number;
  achievements: ChecklistItem[];
  drawbacks: ChecklistItem[];
}

export function videoMetrics(video: VideoFacts): VideoMetrics {
  const { achievements, drawbacks } = videoChecklist(video);
  return {
    views: video.views,
    likes: video.likes,
    comments: video.commentsEnabled ? video.comments : null,
    postedDate: video.publishedAt,
    engagementRate: engagementRate(video.likes, video.comments, video.views),
    subscribers: video.subscribers,
    estimatedRevenue: estimateVideoRevenue(video),
    tags: video.tags,
    category: video.categoryTitle ?? videoCategoryName(video.categoryId),
    videoLength: video.durationSeconds,
    achievements,
    drawbacks,
  };
}
