/**
 * Finds the channel a visitor's reference points at (channel analyzer, comparer, consultant,
 * subscribe link generator, thumbnail tester), spending as little quota as the reference allows
 * (docs/architecture.md, requests):
 *
 *   id        channels?id                                   1 unit
 *   handle    channels?forHandle, then ?forUsername          1 unit each
 *   username  channels?forUsername, then ?forHandle          1 unit each
 *   custom    channels?forHandle, then ?forUsername, then    1 unit each
 *             search type=channel (5 hits) + channels?id     100 + 1 units, the last resort
 *
 * A bare word is parsed as a handle, and legacy usernames and `/c/` names often live on as
 * handles (and the other way round), hence the second 1-unit try. Only a `/c/` custom name, which
 * no filter of channels.list accepts, falls back to search; a search hit counts only when its
 * title or handle is the name (ignoring case, spaces and punctuation), so a near miss never
 * passes for the channel.
 *
 * The caller names the channel parts it needs: the lookup asks for them in the call that finds
 * the channel and hands that item back, so a run needs no second `channels` call. Nothing found
 * is `ToolFailure('Channel not found', false)`; YouTube failures (quota, network) pass through for
 * `withToolFailures` to translate.
 */
import type { ChannelRef } from '@/domain/youtube/channelRef';
import { SHARED_TOOL_MESSAGES, ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { Channel, ChannelPart, ChannelSelector, YouTubeClient } from '@/services/youtube';

/** How many search hits a custom name is checked against. */
export const CUSTOM_NAME_SEARCH_RESULTS = 5;

export interface ChannelLookup {
  channelId: string;
  /** The channel with at least the parts asked for. */
  channel: Channel;
  /** Which call found it (for tests and the bench: 'search' means 101 units were spent). */
  via: 'id' | 'forHandle' | 'forUsername' | 'search';
}

export interface ChannelLookupOptions {
  /** The parts the caller will read; default just the id. */
  parts?: readonly ChannelPart[];
}

/** Letters and digits only, lower case: 'Linus Tech Tips' and '@linustechtips' compare equal. */
const comparable = (text: string) =>
  text
    .toLocaleLowerCase('en-US')
    .replace(/^@/, '')
    .replace(/[^\p{L}\p{N}]/gu, '');

async function first(
  yt: YouTubeClient,
  selector: ChannelSelector,
  parts: readonly ChannelPart[],
  signal: AbortSignal,
): Promise<Channel | undefined> {
  const [channel] = await yt.channels(selector, parts, signal);
  return channel;
}

/** The last resort for a custom name: search, then one `channels` call to check the hits. */
async function searchCustomName(
  yt: YouTubeClient,
  name: string,
  parts: readonly ChannelPart[],
  signal: AbortSignal,
): Promise<Channel | undefined> {
  const page = await yt.search(
    { q: name, type: 'channel', maxResults: CUSTOM_NAME_SEARCH_RESULTS },
    signal,
  );
  const ids = page.items.flatMap((item) =>
    item.id.kind === 'youtube#channel' ? [item.id.channelId] : [],
  );
  if (ids.length === 0) return undefined;
  const channels = await yt.channels(
    { id: ids },
    [...new Set([...parts, 'snippet' as const])],
    signal,
  );
  const wanted = comparable(name);
  return channels.find(
    (channel) =>
      comparable(channel.snippet?.title ?? '') === wanted ||
      comparable(channel.snippet?.customUrl ?? '') === wanted,
  );
}

type Attempt = [ChannelLookup['via'], () => Promise<Channel | undefined>];

function attempts(
  yt: YouTubeClient,
  ref: ChannelRef,
  parts: readonly ChannelPart[],
  signal: AbortSignal,
): Attempt[] {
  const byHandle = (handle: string): Attempt => [
    'forHandle',
    () => first(yt, { forHandle: handle }, parts, signal),
  ];
  const byUsername = (username: string): Attempt => [
    'forUsername',
    () => first(yt, { forUsername: username }, parts, signal),
  ];
  switch (ref.kind) {
    case 'id':
      return [['id', () => first(yt, { id: ref.id }, parts, signal)]];
    case 'handle':
      return [byHandle(ref.handle), byUsername(ref.handle)];
    case 'username':
      return [byUsername(ref.username), byHandle(ref.username)];
    case 'custom':
      return [
        byHandle(ref.name),
        byUsername(ref.name),
        ['search', () => searchCustomName(yt, ref.name, parts, signal)],
      ];
  }
}

/**
 * The channel `ref` points at, with `options.parts`, found by the cheapest calls first (see the
 * table above). Throws `ToolFailure('Channel not found', false)` when nothing matches.
 */
export async function lookUpChannel(
  yt: YouTubeClient,
  ref: ChannelRef,
  signal: AbortSignal,
  options: ChannelLookupOptions = {},
): Promise<ChannelLookup> {
  const parts: readonly ChannelPart[] = options.parts?.length ? options.parts : ['id'];
  for (const [via, attempt] of attempts(yt, ref, parts, signal)) {
    const channel = await attempt();
    if (channel) return { channelId: channel.id, channel, via };
  }
  throw new ToolFailure(SHARED_TOOL_MESSAGES.channelNotFound, false);
}
