/**
 * The video analyzer's run (docs/product.md, video-analyzer): one round trip
 * for the video, then its channel and its category in parallel.
 */
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import {
  VIDEO_ANALYZER_MESSAGES,
  type VideoAnalysis,
} from '@/domain/tools/video-analyzer/videoAnalysis';
import { videoMetrics } from '@/domain/tools/video-analyzer/videoMetrics';
import { subscribersOf } from '@/services/tool-kit/channelFigures';
import { pickThumbnail, toCount, toDurationSeconds, type YouTubeClient } from '@/services/youtube';

async function categoryTitle(
  yt: YouTubeClient,
  categoryId: string | undefined,
  signal: AbortSignal,
): Promise<string | null> {
  if (!categoryId) return null;
  try {
    const [category] = await yt.videoCategories(categoryId, signal);
    return category?.snippet?.title ?? null;
  } catch (error) {
    // The category's name is a detail: the metrics fall back to the standard names.
    if (signal.aborted) throw error;
    return null;
  }
}

export async function analyzeVideo(
  yt: YouTubeClient,
  videoId: string,
  signal: AbortSignal,
): Promise<VideoAnalysis> {
  const [video] = await yt.videos(
    { ids: videoId },
    ['snippet', 'statistics', 'contentDetails'],
    signal,
  );
  const snippet = video?.snippet;
  if (!video || !snippet) throw new ToolFailure(VIDEO_ANALYZER_MESSAGES.videoNotFound, false);

  const [channels, category] = await Promise.all([
    yt.channels({ id: snippet.channelId }, ['statistics'], signal),
    categoryTitle(yt, snippet.categoryId, signal),
  ]);
  const [channel] = channels;
  if (!channel) throw new ToolFailure(VIDEO_ANALYZER_MESSAGES.channelNotFound, false);

  const statistics = video.statistics;
  const commentsEnabled = statistics?.commentCount !== undefined;
  return {
    videoId: video.id,
    title: snippet.title,
    channelId: snippet.channelId,
    channelTitle: snippet.channelTitle,
    thumbnailUrl: pickThumbnail(snippet.thumbnails)?.url ?? null,
    metrics: videoMetrics({
      title: snippet.title,
      description: snippet.description,
      tags: snippet.tags ?? [],
      categoryId: snippet.categoryId ?? null,
      categoryTitle: category,
      publishedAt: snippet.publishedAt,
      durationSeconds: toDurationSeconds(video.contentDetails?.duration) ?? 0,
      definition: video.contentDetails?.definition ?? '',
      views: toCount(statistics?.viewCount) ?? 0,
      likes: toCount(statistics?.likeCount) ?? 0,
      comments: toCount(statistics?.commentCount) ?? 0,
      commentsEnabled,
      subscribers: subscribersOf(channel),
    }),
  };
}
