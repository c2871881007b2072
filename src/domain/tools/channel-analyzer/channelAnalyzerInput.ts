/**
 * The channel analyzer's input (docs/product.md, channel-analyzer): a channel id ('UC' + 22
 * characters), a channel, user, `@handle` or custom URL, or a bare handle. Blank is 'Please enter a
 * YouTube channel URL', anything else unreadable 'Invalid channel URL or ID'.
 *
 * The route carries the reference in a short, shareable form (`channelRouteParam`): the id as is,
 * a handle as `@handle`, and a `/user/` or `/c/` name as its canonical link. The route parameter
 * is read by the same parser, so a hand-written `/tools/channel-analyzer/@name` works too. Once the
 * channel is found, a `/user/` or `/c/` link's address gives way to the channel's handle, or its id
 * when it has none (`resolvedChannelParam`).
 */
import { parseChannelRef, type ChannelRef } from '@/domain/youtube/channelRef';
import { accept, reject, type InputResult } from '@/domain/tool-kit/inputResult';
import type { ChannelFigures } from '@/domain/tool-kit/channelFigures';

export const CHANNEL_EMPTY_MESSAGE = 'Please enter a YouTube channel URL';
export const CHANNEL_INVALID_MESSAGE = 'Invalid channel URL or ID';

/** The route parameter that stands for `ref`. */
export function channelRouteParam(ref: ChannelRef): string {
  switch (ref.kind) {
    case 'id':
      return ref.id;
    case 'handle':
      return `@${ref.handle}`;
    case 'username':
      return `https://www.youtube.com/user/${ref.username}`;
    case 'custom':
      return `https://www.youtube.com/c/${encodeURIComponent(ref.name)}`;
  }
}

/** The route parameter (or a typed text) → the channel to analyze, or the documented message. */
export function channelToAnalyze(param: string | null | undefined): InputResult<ChannelRef> {
  const text = (param ?? '').trim();
  if (text === '') return reject(CHANNEL_EMPTY_MESSAGE);
  const ref = parseChannelRef(text);
  return ref === null ? reject(CHANNEL_INVALID_MESSAGE) : accept(ref);
}

/** The search box: the text → the route parameter to navigate to, or the documented message. */
export function readChannelAnalyzerInput(text: string): InputResult<string> {
  const outcome = channelToAnalyze(text);
  return outcome.ok ? accept(channelRouteParam(outcome.value)) : outcome;
}

/** The shorter route parameter for a channel found by a `/user/` or `/c/` link; else null. */
export function resolvedChannelParam(
  channel: Pick<ChannelFigures, 'id' | 'handle'>,
  ref: ChannelRef,
): string | null {
  if (ref.kind !== 'username' && ref.kind !== 'custom') return null;
  return channel.handle ?? channel.id;
}
