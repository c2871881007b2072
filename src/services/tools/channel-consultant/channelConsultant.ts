/**
 * The channel consultant's run (docs/product.md, channel-consultant): the channel's real figures
 * for its prompts, in 3 dependent 1-unit calls and no `search`:
 *
 *   1. channels (snippet, statistics, brandingSettings, topicDetails, contentDetails), found by
 *      `lookUpChannel` (a second 1-unit try for a handle that is a legacy username);
 *   2. playlistItems of the uploads playlist: one page (its first `CONSULTANT_LATEST_UPLOADS`
 *      items are the latest uploads);
 *   3. videos (snippet, statistics) of those uploads, for their titles and views.
 *
 * A channel with no videos skips 2 and 3; an uploads playlist YouTube does not find (404
 * playlistNotFound, as for an empty channel) is no uploads. A channel YouTube does not know is
 * the consultant's failure text, not worth retrying; quota and network failures pass through for
 * `withToolFailures` (in `runYouTubeTool`) to translate.
 */
import {
  CONSULTANT_LATEST_UPLOADS,
  CONSULTANT_MESSAGES,
  type ConsultantChannel,
  type ConsultantUpload,
} from '@/domain/tools/channel-consultant/consultant';
import { topicNames } from '@/domain/tools/channel-consultant/consultantTopics';
import { isToolFailure, SHARED_TOOL_MESSAGES, ToolFailure } from '@/domain/tool-kit/toolFailure';
import { parseChannelKeywords } from '@/domain/youtube/channelKeywords';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import { toCount, type Channel, type ChannelPart, type YouTubeClient } from '@/services/youtube';
import { channelFigures } from '@/services/tool-kit/channelFigures';
import { lookUpChannel } from '@/services/tool-kit/channelLookup';
import { firstUploadsPage } from '@/services/tool-kit/channelUploads';

/** Everything the prompts read of the channel, asked for in the call that finds it. */
export const CONSULTANT_CHANNEL_PARTS: readonly ChannelPart[] = [
  'snippet',
  'statistics',
  'brandingSettings',
  'topicDetails',
  'contentDetails',
];

async function findChannel(yt: YouTubeClient, ref: ChannelRef, signal: AbortSignal) {
  try {
    return (await lookUpChannel(yt, ref, signal, { parts: CONSULTANT_CHANNEL_PARTS })).channel;
  } catch (error) {
    if (isToolFailure(error) && error.message === SHARED_TOOL_MESSAGES.channelNotFound) {
      throw new ToolFailure(CONSULTANT_MESSAGES.failed, false);
    }
    throw error;
  }
}

async function latestUploads(
  yt: YouTubeClient,
  channel: Channel,
  signal: AbortSignal,
): Promise<ConsultantUpload[]> {
  const ids = (await firstUploadsPage(yt, channel, ['contentDetails'], signal))
    .flatMap((item) => (item.contentDetails?.videoId ? [item.contentDetails.videoId] : []))
    .slice(0, CONSULTANT_LATEST_UPLOADS);
  if (ids.length === 0) return [];
  const videos = await yt.videos({ ids }, ['snippet', 'statistics'], signal);
  return videos.flatMap((video) =>
    video.snippet
      ? [
          {
            videoId: video.id,
            title: video.snippet.title,
            views: toCount(video.statistics?.viewCount) ?? null,
            publishedAt: video.snippet.publishedAt || null,
          },
        ]
      : [],
  );
}

/** The wire channel and its uploads as the prompts read them. */
function toConsultantChannel(
  channel: Channel,
  uploads: readonly ConsultantUpload[],
): ConsultantChannel {
  return {
    ...channelFigures(channel),
    keywords: parseChannelKeywords(channel.brandingSettings?.channel?.keywords),
    topics: topicNames(channel.topicDetails?.topicCategories),
    latestUploads: uploads,
  };
}

/** The channel `ref` points at, with the figures the consultant's prompts are built from. */
export async function consultChannel(
  yt: YouTubeClient,
  ref: ChannelRef,
  signal: AbortSignal,
): Promise<ConsultantChannel> {
  const channel = await findChannel(yt, ref, signal);
  const uploads = await latestUploads(yt, channel, signal);
  return toConsultantChannel(channel, uploads);
}
