/**
 * A channel's header figures read once from its `channels` wire item, for every channel tool:
 *
 *   title        snippet.title, else brandingSettings.channel.title, else the channel id
 *   handle       snippet.customUrl when it is an '@handle' (`handleOf`), else null
 *   avatarUrl    the medium (240 px) thumbnail, else high, else default; else null
 *   subscribers  null when the channel hides its count or YouTube leaves it out
 *   views        statistics.viewCount, 0 when absent
 *   videos       statistics.videoCount, 0 when absent
 */
import type { ChannelFigures } from '@/domain/tool-kit/channelFigures';
import { handleOf } from '@/domain/youtube/channelHandle';
import { pickThumbnail, toCount, type Channel } from '@/services/youtube';

/** The avatar is shown small: the 240 px picture first. */
const AVATAR_SIZES = ['medium', 'high', 'default'] as const;

/** The channel's subscriber count; null when it hides it or the item carries none. */
export function subscribersOf(channel: Channel | undefined): number | null {
  const statistics = channel?.statistics;
  if (statistics?.hiddenSubscriberCount === true) return null;
  return toCount(statistics?.subscriberCount) ?? null;
}

/** The channel's header figures (whatever parts the item carries; see above). */
export function channelFigures(channel: Channel): ChannelFigures {
  const { snippet, statistics } = channel;
  return {
    id: channel.id,
    title: snippet?.title ?? channel.brandingSettings?.channel?.title ?? channel.id,
    handle: handleOf(snippet?.customUrl),
    avatarUrl: pickThumbnail(snippet?.thumbnails, AVATAR_SIZES)?.url ?? null,
    subscribers: subscribersOf(channel),
    views: toCount(statistics?.viewCount) ?? 0,
    videos: toCount(statistics?.videoCount) ?? 0,
  };
}
