/** `youtube#channel` with the parts channels.list serves. */
import { uploadsPlaylistId } from '../dataset/playlists.ts';
import type { ChannelRecord } from '../dataset/types.ts';
import type { RequestContext } from './context.ts';
import { withParts } from './parts.ts';
import { channelThumbnails } from './thumbnails.ts';

export const channelParts = [
  'auditDetails',
  'brandingSettings',
  'contentDetails',
  'contentOwnerDetails',
  'id',
  'localizations',
  'snippet',
  'statistics',
  'status',
  'topicDetails',
] as const;

/**
 * Space-separated, multi-word terms in double quotes, as live data has it; absent (the key left
 * out) for a channel without keywords.
 */
function keywords(channel: ChannelRecord): string | undefined {
  if (channel.keywords.length === 0) return undefined;
  return channel.keywords.map((word) => (word.includes(' ') ? `"${word}"` : word)).join(' ');
}

export function channelResource(
  ctx: RequestContext,
  channel: ChannelRecord,
  parts: ReadonlySet<string>,
) {
  return withParts(
    { kind: 'youtube#channel', id: channel.id },
    {
      snippet: () => ({
        title: channel.title,
        description: channel.description,
        customUrl: `@${channel.handle}`,
        publishedAt: channel.publishedAt,
        thumbnails: channelThumbnails(ctx.media, channel.id),
        defaultLanguage: channel.defaultLanguage,
        localized: { title: channel.title, description: channel.description },
        country: channel.country,
      }),
      contentDetails: () => ({
        relatedPlaylists: { likes: '', uploads: uploadsPlaylistId(channel.id) },
      }),
      statistics: () => ({
        viewCount: String(channel.viewCount),
        subscriberCount: channel.hiddenSubscriberCount
          ? undefined
          : String(channel.subscriberCount),
        hiddenSubscriberCount: channel.hiddenSubscriberCount,
        videoCount: String(channel.videoCount),
      }),
      status: () => ({
        privacyStatus: 'public',
        isLinked: true,
        longUploadsStatus: 'longUploadsUnspecified',
        madeForKids: false,
      }),
      brandingSettings: () => ({
        channel: {
          title: channel.title,
          description: channel.description,
          keywords: keywords(channel),
          unsubscribedTrailer: channel.trailerVideoId,
          country: channel.country,
        },
        image: { bannerExternalUrl: ctx.media.banner(channel.id) },
      }),
      topicDetails: () => ({ topicCategories: channel.topicCategories }),
    },
    parts,
  );
}
