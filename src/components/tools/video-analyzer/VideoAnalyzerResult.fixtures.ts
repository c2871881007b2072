import type { VideoAnalysis } from '@/domain/tools/video-analyzer/videoAnalysis';
import { videoMetrics, type VideoFacts } from '@/domain/tools/video-analyzer/videoMetrics';
import { fixtureImage } from '@/test/fixtureImages';

const strongVideo: VideoFacts = {
  title: 'How I Edit a Talking-Head Video in 30 Minutes',
  description: `${'My full editing workflow for talking-head videos, from the first assembly to the final export. '.repeat(4)}Presets: https://jordanvale.studio/presets`,
  tags: Array.from({ length: 22 }, (_, index) => `editing tip ${String(index + 1)}`),
  categoryId: '27',
  categoryTitle: 'Education',
  publishedAt: '2025-03-14T16:00:00Z',
  durationSeconds: 754,
  definition: 'hd',
  views: 184_210,
  likes: 9_204,
  comments: 612,
  commentsEnabled: true,
  subscribers: 412_000,
};

/** A well-made video: every check passes. */
export const strongAnalysis: VideoAnalysis = {
  videoId: 'JVreel2025a',
  title: strongVideo.title,
  channelId: 'UCjordanValeEdits_2025xQ',
  channelTitle: 'Jordan Vale',
  thumbnailUrl: fixtureImage(1),
  metrics: videoMetrics(strongVideo),
};

/**
 * A quick upload: short title, no description, no tags, comments off, SD, under 8 minutes, from a
 * channel that hides its subscriber count.
 */
export const weakAnalysis: VideoAnalysis = {
  videoId: 'MayaNoCmt0A',
  title: 'vlog 12',
  channelId: 'UCmaya',
  channelTitle: 'Maya Makes',
  thumbnailUrl: null,
  metrics: videoMetrics({
    ...strongVideo,
    title: 'vlog 12',
    description: '',
    tags: [],
    categoryId: '22',
    categoryTitle: 'People & Blogs',
    durationSeconds: 185,
    definition: 'sd',
    views: 1_204,
    likes: 31,
    comments: 0,
    commentsEnabled: false,
    subscribers: null,
  }),
};
