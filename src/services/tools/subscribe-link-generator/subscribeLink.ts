/**
 * The subscribe link generator's run (docs/product.md, subscribe-link-generator): the channel by
 * the cheapest lookup its reference allows (a handle: `channels?forHandle`, 1 unit), with snippet
 * and statistics in that same call, so one request answers. 'Channel not found' comes from the
 * lookup; YouTube failures (quota, network) pass through for `withToolFailures`.
 */
import {
  subscribeLinkOf,
  type SubscribeChannel,
  type SubscribeLink,
} from '@/domain/tools/subscribe-link-generator/subscribeLink';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import type { Channel, ChannelPart, YouTubeClient } from '@/services/youtube';
import { channelFigures } from '@/services/tool-kit/channelFigures';
import { lookUpChannel } from '@/services/tool-kit/channelLookup';

export const SUBSCRIBE_PARTS: readonly ChannelPart[] = ['snippet', 'statistics'];

/** A channel's wire item as the card reads it. */
export function toSubscribeChannel(channel: Channel): SubscribeChannel {
  const { id, title, handle, avatarUrl, subscribers } = channelFigures(channel);
  return { id, title, handle, avatarUrl, subscribers };
}

/** The channel and its subscribe link (a `YouTubeToolRun`). */
export async function generateSubscribeLink(
  yt: YouTubeClient,
  ref: ChannelRef,
  signal: AbortSignal,
): Promise<SubscribeLink> {
  const { channel } = await lookUpChannel(yt, ref, signal, { parts: SUBSCRIBE_PARTS });
  return subscribeLinkOf(toSubscribeChannel(channel));
}
