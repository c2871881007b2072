/** The channel comparer's run against the YouTube emulator: results, quota and failures. */
import { describe, expect, it } from 'vitest';
import {
  readChannelPair,
  type ChannelPair,
} from '@/domain/tools/channel-comparer/channelComparisonInput';
import { isToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import { emptyChannelId, ownerChannelId } from '../../../../sandbox/youtube/dataset';
import { compareChannels } from './channelComparison';
import { withToolFailures } from '@/services/tool-kit/youtubeFailures';
import { freshSignal, useYouTubeSandbox } from '@/services/tool-kit/youtubeSandbox.testkit';

const pair = (a: string, b: string): ChannelPair => {
  const outcome = readChannelPair({ a, b });
  if (!outcome.ok) throw new Error('not a pair');
  return outcome.value;
};

describe('compareChannels against the sandbox', () => {
  const client = useYouTubeSandbox();

  it('compares two handles for 2 quota units, marking the better values', async () => {
    const { result, units, requests } = await client().withMeter((yt) =>
      compareChannels(
        yt,
        pair('@kitchenlabdaily', 'https://www.youtube.com/@mayacodes'),
        freshSignal(),
      ),
    );
    const [kitchen, maya] = result.channels;
    expect(kitchen.title).toBe('Kitchen Lab Daily');
    expect(maya.title).toBe('Maya Codes');
    expect(kitchen.handle).toBe('@kitchenlabdaily');
    expect(kitchen.avatarUrl).toMatch(/^http/);
    expect(kitchen.keywords.length).toBeGreaterThan(0);
    expect(kitchen.keywords.length).toBeLessThanOrEqual(5);
    const subscribers = result.rows.find((row) => row.metric === 'subscribers');
    expect(subscribers?.better).toBe(0);
    expect(units).toBe(2);
    expect(requests).toBe(2);
  });

  it('shows the hidden subscriber count of @quietframefilms as hidden, with no mark', async () => {
    const result = await compareChannels(
      client(),
      pair('@quietframefilms', '@mayacodes'),
      freshSignal(),
    );
    expect(result.channels[0].subscribers).toBeNull();
    const rows = Object.fromEntries(result.rows.map((row) => [row.metric, row]));
    expect(rows.subscribers?.cells[0].text).toBe('Hidden');
    expect(rows.subscribers?.better).toBeNull();
    expect(rows.viewsPerSubscriber?.cells[0].text).toBe('Hidden');
    expect(rows.viewsPerSubscriber?.better).toBeNull();
  });

  it('reads two channel ids with one call (1 unit), even a channel without uploads', async () => {
    const { result, units } = await client().withMeter((yt) =>
      compareChannels(yt, pair(ownerChannelId, emptyChannelId), freshSignal()),
    );
    expect(result.channels.map((c) => c.id)).toEqual([ownerChannelId, emptyChannelId]);
    const average = result.rows.find((row) => row.metric === 'averageViews');
    expect(average?.cells[1].text).toBe('Not available');
    expect(units).toBe(1);
  });

  it('answers an unknown channel with the comparer text, not worth retrying', async () => {
    const failure: unknown = await compareChannels(
      client(),
      pair('@mayacodes', '@nosuchchannelhere'),
      freshSignal(),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe(
      'Error comparing channels. Please check the URLs and try again.',
    );
    expect(isToolFailure(failure) && failure.retryable).toBe(false);
  });

  it('explains a used-up quota instead of a generic failure', async () => {
    const failure: unknown = await withToolFailures(() =>
      compareChannels(
        client('sandbox-quota-exceeded'),
        pair('@mayacodes', '@trailandtide'),
        freshSignal(),
      ),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe(YOUTUBE_FAILURE_MESSAGES.quota);
    expect(isToolFailure(failure) && failure.retryable).toBe(true);
  });
});
