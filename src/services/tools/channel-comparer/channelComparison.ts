/**
 * The channel comparer's run (docs/product.md, channel-comparer): both channels with snippet,
 * statistics and brandingSettings, for as few calls and round trips as the references allow.
 *
 *   two channel ids          one channels?id=A,B call                    1 unit, 1 round trip
 *   anything else            each channel found by `lookUpChannel`,       2 units, 1 round trip
 *                            side by side, with the parts in the call
 *                            that finds it (a handle: forHandle, 1 unit)
 *
 * A lookup that finds a channel by handle already returns its parts for the same unit, so a
 * second `channels` call for both ids would only add a unit and a round trip. Nothing found is
 * the comparer's one failure text (docs/product.md, channel-comparer), not worth retrying; YouTube
 * failures (quota, network) pass through for `withToolFailures`.
 */
import {
  buildChannelComparison,
  CHANNEL_COMPARER_MESSAGES,
  comparisonKeywords,
  type ChannelComparison,
  type ComparedChannel,
} from '@/domain/tools/channel-comparer/channelComparison';
import type { ChannelPair } from '@/domain/tools/channel-comparer/channelComparisonInput';
import { isToolFailure, SHARED_TOOL_MESSAGES, ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import type { Channel, ChannelPart, YouTubeClient } from '@/services/youtube';
import { channelFigures } from '@/services/tool-kit/channelFigures';
import { lookUpChannel } from '@/services/tool-kit/channelLookup';

export const COMPARER_PARTS: readonly ChannelPart[] = ['snippet', 'statistics', 'brandingSettings'];

/** A channel's wire item as the comparer reads it. */
export function toComparedChannel(channel: Channel): ComparedChannel {
  return {
    ...channelFigures(channel),
    keywords: comparisonKeywords(channel.brandingSettings?.channel?.keywords),
  };
}

const notFound = () => new ToolFailure(CHANNEL_COMPARER_MESSAGES.failed, false);

async function bothById(
  yt: YouTubeClient,
  ids: readonly [string, string],
  signal: AbortSignal,
): Promise<[Channel, Channel]> {
  const channels = await yt.channels({ id: [...new Set(ids)] }, COMPARER_PARTS, signal);
  const find = (id: string) => {
    const channel = channels.find((item) => item.id === id);
    if (!channel) throw notFound();
    return channel;
  };
  return [find(ids[0]), find(ids[1])];
}

async function eachByLookup(
  yt: YouTubeClient,
  refs: readonly [ChannelRef, ChannelRef],
  signal: AbortSignal,
): Promise<[Channel, Channel]> {
  const find = async (ref: ChannelRef) =>
    (await lookUpChannel(yt, ref, signal, { parts: COMPARER_PARTS })).channel;
  try {
    return await Promise.all([find(refs[0]), find(refs[1])]);
  } catch (error) {
    if (isToolFailure(error) && error.message === SHARED_TOOL_MESSAGES.channelNotFound) {
      throw notFound();
    }
    throw error;
  }
}

/** Both channels side by side (a `YouTubeToolRun`). */
export async function compareChannels(
  yt: YouTubeClient,
  { a, b }: ChannelPair,
  signal: AbortSignal,
): Promise<ChannelComparison> {
  const [first, second] =
    a.kind === 'id' && b.kind === 'id'
      ? await bothById(yt, [a.id, b.id], signal)
      : await eachByLookup(yt, [a, b], signal);
  return buildChannelComparison(toComparedChannel(first), toComparedChannel(second));
}
