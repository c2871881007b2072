/**
 * The thumbnail tester's comparison (docs/product.md, thumbnail-tester):
 * the real videos the visitor's entry is shown among.
 *
 *   trending  videos chart=mostPopular maxResults 12 (snippet, statistics, contentDetails: the
 *             views and duration every tile shows, at no extra cost) → channels by the ids
 *             (snippet), one call for the avatars: 2 round trips, 2 units; 11 of the 12 are used.
 *   channel   lookUpChannel (snippet, contentDetails; cheapest first) → its uploads playlist,
 *             one page of 50 (snippet) → videos by the ids (contentDetails, statistics) for the
 *             durations and views; only videos of at least 61 s, the first 11: 3 round trips,
 *             3 units for a handle.
 *
 * A channel with no uploads (or only shorts) reads 'No videos found' (docs/product.md, shared
 * texts). Any other channel failure reads 'Failed to load channel videos...' (thumbnail-tester),
 * except YouTube's own failures (quota, network), which pass through for `withToolFailures` to
 * translate; anything else fails the trending way ('Failed to load YouTube comparison...', the
 * machine's text).
 */
import {
  COMPARISON_VIDEOS,
  pickChannelVideos,
  videoFigures,
  THUMBNAIL_TEST_MESSAGES,
  TRENDING_FETCHED,
  type Comparison,
  type ComparisonQuery,
  type ComparisonVideo,
} from '@/domain/tools/thumbnail-tester/thumbnailTest';
import { SHARED_TOOL_MESSAGES, ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import {
  pickThumbnail,
  toCount,
  toDurationSeconds,
  YouTubeError,
  type Thumbnails,
  type YouTubeClient,
} from '@/services/youtube';
import { firstUploadsPage } from '@/services/tool-kit/channelUploads';
import { lookUpChannel } from '@/services/tool-kit/channelLookup';

/** Grid tiles are drawn about 320 px wide: medium (320×180) first. */
const TILE_SIZES = ['medium', 'high', 'standard', 'default'] as const;
/** Avatars are drawn 36 px wide: default (88×88) first. */
const AVATAR_SIZES = ['default', 'medium', 'high'] as const;

const tileThumbnail = (thumbnails: Thumbnails | undefined) =>
  pickThumbnail(thumbnails, TILE_SIZES)?.url ?? null;
const avatar = (thumbnails: Thumbnails | undefined) =>
  pickThumbnail(thumbnails, AVATAR_SIZES)?.url ?? null;

export async function loadTrending(
  yt: YouTubeClient,
  signal: AbortSignal,
  now = Date.now(),
): Promise<Comparison> {
  const popular = await yt.videos(
    { chart: 'mostPopular', maxResults: TRENDING_FETCHED },
    ['snippet', 'statistics', 'contentDetails'],
    signal,
  );
  const videos = popular.filter((video) => video.snippet).slice(0, COMPARISON_VIDEOS);
  const channelIds = [...new Set(videos.map((video) => video.snippet?.channelId ?? ''))].filter(
    Boolean,
  );
  const channels =
    channelIds.length === 0 ? [] : await yt.channels({ id: channelIds }, ['snippet'], signal);
  const avatars = new Map(
    channels.map((channel) => [channel.id, avatar(channel.snippet?.thumbnails)]),
  );
  return {
    source: 'trending',
    channelTitle: null,
    videos: videos.map((video) => ({
      id: video.id,
      title: video.snippet?.title ?? '',
      channelTitle: video.snippet?.channelTitle ?? '',
      thumbnailUrl: tileThumbnail(video.snippet?.thumbnails),
      channelAvatarUrl: avatars.get(video.snippet?.channelId ?? '') ?? null,
      ...videoFigures(
        {
          viewCount: toCount(video.statistics?.viewCount) ?? null,
          durationSeconds: toDurationSeconds(video.contentDetails?.duration) ?? null,
          publishedAt: video.snippet?.publishedAt ?? null,
        },
        now,
      ),
    })),
  };
}

async function channelVideos(
  yt: YouTubeClient,
  ref: ChannelRef,
  signal: AbortSignal,
  now: number,
): Promise<Comparison> {
  const { channel } = await lookUpChannel(yt, ref, signal, {
    parts: ['snippet', 'contentDetails'],
  });
  const uploads = await firstUploadsPage(yt, channel, ['snippet'], signal);
  const listed = uploads.flatMap((item) => {
    const videoId = item.snippet?.resourceId.videoId;
    return videoId && item.snippet?.thumbnails ? [{ videoId, snippet: item.snippet }] : [];
  });
  const details =
    listed.length === 0
      ? []
      : await yt.videos(
          { ids: listed.map((item) => item.videoId) },
          ['contentDetails', 'statistics'],
          signal,
        );
  const byId = new Map(details.map((video) => [video.id, video]));
  const picked = pickChannelVideos(
    listed.map((item) => {
      const video = byId.get(item.videoId);
      return {
        ...item,
        durationSeconds: toDurationSeconds(video?.contentDetails?.duration) ?? null,
        viewCount: toCount(video?.statistics?.viewCount) ?? null,
      };
    }),
  );
  const channelTitle = channel.snippet?.title ?? '';
  const channelAvatarUrl = avatar(channel.snippet?.thumbnails);
  // No uploads, or only shorts: the channel was found, it has nothing to compare with.
  if (picked.length === 0) throw new ToolFailure(SHARED_TOOL_MESSAGES.noVideos, false);
  return {
    source: 'channel',
    channelTitle,
    videos: picked.map((item): ComparisonVideo => ({
      id: item.videoId,
      title: item.snippet.title,
      channelTitle,
      thumbnailUrl: tileThumbnail(item.snippet.thumbnails),
      channelAvatarUrl,
      ...videoFigures({ ...item, publishedAt: item.snippet.publishedAt }, now),
    })),
  };
}

/** A YouTube failure `withToolFailures` has a text for (the rest read as the tool's own). */
const isYouTubeFailure = (error: unknown) =>
  error instanceof YouTubeError &&
  ['quota', 'network', 'timeout', 'rate-limit', 'aborted'].includes(error.kind);

export async function loadChannelComparison(
  yt: YouTubeClient,
  ref: ChannelRef,
  signal: AbortSignal,
  now = Date.now(),
): Promise<Comparison> {
  try {
    return await channelVideos(yt, ref, signal, now);
  } catch (error) {
    if (signal.aborted || isYouTubeFailure(error)) throw error;
    if (error instanceof ToolFailure && error.message === SHARED_TOOL_MESSAGES.noVideos)
      throw error;
    // The machine logs the failure; the cause keeps the detail for the console.
    throw Object.assign(new ToolFailure(THUMBNAIL_TEST_MESSAGES.channelFailed, true), {
      cause: error,
    });
  }
}

/** The run (a `YouTubeToolRun`): trending or a channel's uploads. */
export function loadComparison(
  yt: YouTubeClient,
  query: ComparisonQuery,
  signal: AbortSignal,
): Promise<Comparison> {
  return query.source === 'trending'
    ? loadTrending(yt, signal)
    : loadChannelComparison(yt, query.channel, signal);
}
