/** The channel lookup against the YouTube emulator: every kind of reference, and its quota. */
import { describe, expect, it } from 'vitest';
import { isToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import { parseChannelKeywords } from '@/domain/youtube/channelKeywords';
import { parseChannelRef } from '@/domain/youtube/channelRef';
import {
  emptyChannelId,
  ownerChannelId,
  steadyChannelId,
} from '../../../sandbox/youtube/dataset/index';
import { lookUpChannel } from './channelLookup';
import { withToolFailures } from './youtubeFailures';
import { freshSignal, useYouTubeSandbox } from './youtubeSandbox.testkit';

const ref = (input: string) => {
  const parsed = parseChannelRef(input);
  if (!parsed) throw new Error(`not a channel reference: ${input}`);
  return parsed;
};

describe('lookUpChannel against the sandbox', () => {
  const client = useYouTubeSandbox();

  it.each([
    [ownerChannelId, 'id', 1],
    [`https://www.youtube.com/channel/${ownerChannelId}/videos`, 'id', 1],
    ['@JordanValeEdits', 'forHandle', 1],
    ['jordanvaleedits', 'forHandle', 1],
    ['https://m.youtube.com/@jordanvaleedits', 'forHandle', 1],
    ['https://www.youtube.com/user/JordanValeEdits', 'forUsername', 1],
    // A legacy username typed bare: no such handle, then the username (2 units).
    ['JordanValeEdits_', null, 2],
  ] as const)('finds %s via %s for %d unit(s)', async (input, via, expectedUnits) => {
    const attempt = client().withMeter((yt) => lookUpChannel(yt, ref(input), freshSignal()));
    if (via === null) {
      const failure: unknown = await attempt.catch((error: unknown) => error);
      expect(isToolFailure(failure) && failure.message).toBe('Channel not found');
      return;
    }
    const { result, units } = await attempt;
    expect(result).toMatchObject({ channelId: ownerChannelId, via });
    expect(units).toBe(expectedUnits);
  });

  it('finds a legacy username typed as a bare word (handle first, then username: 2 units)', async () => {
    const { result, units } = await client().withMeter((yt) =>
      lookUpChannel(yt, ref('beatstreet'), freshSignal(), { parts: ['snippet'] }),
    );
    expect(result.via).toBe('forUsername');
    expect(result.channel.snippet?.title).toBe('Beat Street Sessions');
    expect(units).toBe(2);
  });

  it('finds a /c/ name that is a handle for 1 unit, and one that is not by search (103)', async () => {
    const asHandle = await client().withMeter((yt) =>
      lookUpChannel(yt, ref('https://www.youtube.com/c/TrailAndTide'), freshSignal()),
    );
    expect(asHandle.result.via).toBe('forHandle');
    expect(asHandle.units).toBe(1);

    const bySearch = await client().withMeter((yt) =>
      lookUpChannel(yt, ref('https://www.youtube.com/c/PixelForge-Studio'), freshSignal(), {
        parts: ['snippet', 'statistics'],
      }),
    );
    expect(bySearch.result.via).toBe('search');
    expect(bySearch.result.channel.snippet?.title).toBe('Pixel Forge Studio');
    expect(bySearch.result.channel.statistics?.subscriberCount).toBe('412000');
    expect(bySearch.units).toBe(103);
  });

  it('returns the channel with the parts asked for, in the one call that found it', async () => {
    const { result, requests } = await client().withMeter((yt) =>
      lookUpChannel(yt, ref('@planolento'), freshSignal(), {
        parts: ['snippet', 'statistics', 'brandingSettings', 'contentDetails'],
      }),
    );
    expect(requests).toBe(1);
    expect(result.channelId).toBe(steadyChannelId);
    expect(parseChannelKeywords(result.channel.brandingSettings?.channel?.keywords)).toContain(
      'corrección de color',
    );
    expect(result.channel.contentDetails?.relatedPlaylists?.uploads).toMatch(/^UU/);
  });

  it('finds the channel without uploads like any other', async () => {
    const { result } = await client().withMeter((yt) =>
      lookUpChannel(yt, ref('@blankcanvasstudio'), freshSignal(), { parts: ['statistics'] }),
    );
    expect(result.channelId).toBe(emptyChannelId);
    expect(result.channel.statistics?.videoCount).toBe('0');
  });

  it("answers 'Channel not found' without searching for an unknown handle (2 units)", async () => {
    const yt = client();
    const meter = yt.startMeter();
    const failure: unknown = await lookUpChannel(yt, ref('@nobody-here'), freshSignal()).catch(
      (error: unknown) => error,
    );
    meter.stop();
    expect(isToolFailure(failure) && failure.message).toBe('Channel not found');
    expect(isToolFailure(failure) && failure.retryable).toBe(false);
    expect(meter.units).toBe(2);
    expect(meter.byResource.search).toBeUndefined();
  });

  it('explains a used-up quota instead of a generic failure', async () => {
    const failure: unknown = await withToolFailures(() =>
      lookUpChannel(client('sandbox-quota-exceeded'), ref('@jordanvaleedits'), freshSignal()),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe(YOUTUBE_FAILURE_MESSAGES.quota);
  });
});
