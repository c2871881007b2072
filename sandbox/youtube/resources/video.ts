/** `youtube#video` with the parts videos.list serves. */
import type { VideoRecord } from '../dataset/types.ts';
import type { RequestContext } from './context.ts';
import { isoDuration } from './duration.ts';
import { withParts } from './parts.ts';
import { videoThumbnails } from './thumbnails.ts';

export const videoParts = [
  'contentDetails',
  'fileDetails',
  'id',
  'liveStreamingDetails',
  'localizations',
  'paidProductPlacementDetails',
  'player',
  'processingDetails',
  'recordingDetails',
  'snippet',
  'statistics',
  'status',
  'suggestions',
  'topicDetails',
] as const;

function snippet(ctx: RequestContext, video: VideoRecord) {
  return {
    publishedAt: video.publishedAt,
    channelId: video.channelId,
    title: video.title,
    description: video.description,
    thumbnails: videoThumbnails(ctx.media, video),
    channelTitle: ctx.dataset.channel(video.channelId)?.title ?? '',
    tags: video.tags,
    categoryId: video.categoryId,
    liveBroadcastContent: 'none',
    defaultLanguage: video.defaultLanguage,
    localized: { title: video.title, description: video.description },
    defaultAudioLanguage: video.defaultAudioLanguage ?? video.defaultLanguage,
  };
}

function statistics(video: VideoRecord) {
  return {
    viewCount: String(video.viewCount),
    likeCount: video.likeCount === undefined ? undefined : String(video.likeCount),
    favoriteCount: '0',
    commentCount: video.commentCount === undefined ? undefined : String(video.commentCount),
  };
}

export function videoResource(ctx: RequestContext, video: VideoRecord, parts: ReadonlySet<string>) {
  return withParts(
    { kind: 'youtube#video', id: video.id },
    {
      snippet: () => snippet(ctx, video),
      contentDetails: () => ({
        duration: isoDuration(video.durationSeconds),
        dimension: '2d',
        definition: video.definition,
        caption: String(video.caption),
        licensedContent: video.license === 'youtube',
        contentRating: {},
        projection: 'rectangular',
      }),
      statistics: () => statistics(video),
      status: () => ({
        uploadStatus: 'processed',
        privacyStatus: 'public',
        license: video.license,
        embeddable: video.embeddable,
        publicStatsViewable: true,
        madeForKids: false,
      }),
      player: () => ({
        embedHtml: `<iframe width="480" height="270" src="//www.youtube.com/embed/${video.id}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
      }),
      topicDetails: () => ({ topicCategories: video.topicCategories }),
    },
    parts,
  );
}
