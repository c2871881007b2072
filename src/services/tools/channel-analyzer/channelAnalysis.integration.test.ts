/** The channel analyzer's run against the YouTube emulator: every kind of channel, quota, failures. */
import { describe, expect, it } from 'vitest';
import {
  defaultReferenceTime,
  dormantChannelId,
  emptyChannelId,
  freshChannelId,
  steadyChannelId,
} from '../../../../sandbox/youtube/dataset/index';
import { CHANNEL_ANALYZER_MESSAGES } from '@/domain/tools/channel-analyzer/channelAnalysis';
import { FLAGGED_WORDS } from '@/domain/tools/channel-analyzer/flaggedWords';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import { analyzeChannel } from './channelAnalysis';
import { withToolFailures } from '@/services/tool-kit/youtubeFailures';
import { freshSignal, useYouTubeSandbox } from '@/services/tool-kit/youtubeSandbox.testkit';
import { channelRef as ref } from '@/services/tool-kit/toolTests.testkit';

const now = () => defaultReferenceTime;

describe('analyzeChannel against the sandbox', () => {
  const client = useYouTubeSandbox();
  const analyze = (text: string) => analyzeChannel(client(), ref(text), freshSignal(), now);

  it('analyzes a big channel by its handle in 2 requests and 2 quota units', async () => {
    const { result, units, requests } = await client().withMeter((yt) =>
      analyzeChannel(yt, ref('@kitchenlabdaily'), freshSignal(), now),
    );
    expect(result.title).toBe('Kitchen Lab Daily');
    expect(result.subscribers).toBe(14_700_000);
    expect(result.benefitLevel).toBe('Diamond');
    expect(result.activity).toBe('very-active');
    expect(result.flaggedWords).toEqual([]);
    expect(result.avatarUrl).toMatch(/^http/);
    expect(result.score.counted).toBe(5);
    expect(units).toBe(2);
    expect(requests).toBe(2);
  });

  it.each([
    ['@trailandtide', 'Gold'],
    ['@pixelforgestudio', 'Silver'],
    ['@mayacodes', 'Bronze'],
  ])('gives %s the %s level', async (handle, level) => {
    expect((await analyze(handle)).benefitLevel).toBe(level);
  });

  it('shows the hidden subscriber count of @quietframefilms as hidden', async () => {
    const result = await analyze('https://www.youtube.com/@quietframefilms');
    expect(result.subscribers).toBeNull();
    expect(result.benefitLevel).toBeNull();
    expect(result.checks.find((entry) => entry.id === 'viewsPerSubscriber')).toMatchObject({
      outcome: 'skipped',
    });
    expect(result.score.counted).toBe(4);
  });

  it("says 'No videos found' for a channel without uploads, and shows the rest", async () => {
    const { result, requests } = await client().withMeter((yt) =>
      analyzeChannel(yt, ref(emptyChannelId), freshSignal(), now),
    );
    expect(result.activity).toBe('no-videos');
    // Its video count is 0, so its uploads playlist (404 playlistNotFound) is not asked for.
    expect(requests).toBe(1);
    expect(result.lastUpload).toBeNull();
    expect(result.checks[0]?.text).toBe(CHANNEL_ANALYZER_MESSAGES.noVideos);
    expect(result.title).not.toBe('');
  });

  it('finds the flagged words of @cashdropkings', async () => {
    const result = await analyze('@cashdropkings');
    expect(result.flaggedWords).toHaveLength(7);
    expect(result.flaggedWords.every((word) => FLAGGED_WORDS.includes(word))).toBe(true);
    expect(result.checks.find((entry) => entry.id === 'flaggedWords')?.outcome).toBe('failed');
  });

  it.each([
    [freshChannelId, 'very-active', '3 days ago'],
    [steadyChannelId, 'active', '2 weeks ago'],
    [dormantChannelId, 'inactive', '3 months ago'],
  ])('reads the activity of %s from its uploads playlist', async (id, activity, ago) => {
    const result = await analyze(id);
    expect(result.activity).toBe(activity);
    expect(result.lastUpload?.ago).toBe(ago);
  });

  it("answers an unknown handle with 'Channel not found'", async () => {
    const failure: unknown = await analyze('@nosuchchannelhere').catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe(
      CHANNEL_ANALYZER_MESSAGES.channelNotFound,
    );
  });

  it('explains a used-up quota instead of a generic failure', async () => {
    const failure: unknown = await withToolFailures(() =>
      analyzeChannel(client('sandbox-quota-exceeded'), ref('@mayacodes'), freshSignal(), now),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toMatch(/quota/i);
    expect(isToolFailure(failure) && failure.retryable).toBe(true);
  });
});
