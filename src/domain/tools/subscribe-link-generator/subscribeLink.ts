/**
 * The subscribe link generator's rules (docs/product.md, subscribe-link-generator): the channel
 * page with its handle and the subscription-confirmation flag, copied with 'Copied!' for 2 s.
 *
 * Decisions:
 * - Input: a handle (with or without '@') or any channel link `parseChannelRef` reads (channel,
 *   handle, custom-name, and legacy user links; a bare channel id too); anything else gives
 *   'Please enter a valid YouTube channel URL'.
 * - The link uses the channel's handle (`snippet.customUrl`, '@name'); a channel without one
 *   gets its `/channel/{id}` page instead.
 */
import { parseChannelRef, type ChannelRef } from '@/domain/youtube/channelRef';
import { accept, reject, type InputResult } from '@/domain/tool-kit/inputResult';
import { SHARED_TOOL_MESSAGES } from '@/domain/tool-kit/toolFailure';
import type { ChannelFigures } from '@/domain/tool-kit/channelFigures';

/** docs/product.md, subscribe-link-generator. */
export const SUBSCRIBE_LINK_MESSAGES = {
  invalid: 'Please enter a valid YouTube channel URL',
  channelNotFound: SHARED_TOOL_MESSAGES.channelNotFound,
  failed: 'Failed to fetch channel information',
  copyFailed: 'Failed to copy link',
  copied: 'Copied!',
} as const;

/** docs/product.md, subscribe-link-generator: the copied flag reverts after 2 s. */
export const SUBSCRIBE_LINK_COPIED_MS = 2000;

/** The QR code's download name. */
export const SUBSCRIBE_QR_FILENAME = 'subscribe-link-qrcode.png';

const YOUTUBE = 'https://www.youtube.com';

/** The form's one value. */
export type SubscribeLinkParams = { channel: string | undefined };

/** The channel reference to look up, or the documented message. */
export function readSubscribeChannel(params: { channel: string }): InputResult<ChannelRef> {
  const ref = parseChannelRef(params.channel);
  return ref === null ? reject(SUBSCRIBE_LINK_MESSAGES.invalid) : accept(ref);
}

/** What the card shows: the channel's figures but its views and videos. */
export type SubscribeChannel = Pick<
  ChannelFigures,
  'id' | 'title' | 'handle' | 'avatarUrl' | 'subscribers'
>;

export interface SubscribeLink {
  channel: SubscribeChannel;
  /** `https://www.youtube.com/@{handle}?sub_confirmation=1` */
  link: string;
}

/** The channel page that asks the visitor to confirm the subscription. */
export function subscribeLinkFor(channel: Pick<SubscribeChannel, 'id' | 'handle'>): string {
  const page = channel.handle
    ? `/@${encodeURIComponent(channel.handle.slice(1))}`
    : `/channel/${encodeURIComponent(channel.id)}`;
  return `${YOUTUBE}${page}?sub_confirmation=1`;
}

export function subscribeLinkOf(channel: SubscribeChannel): SubscribeLink {
  return { channel, link: subscribeLinkFor(channel) };
}
