/** The thumbnail tester's comparison against the YouTube emulator: calls, units and failures. */
import { describe, expect, it } from 'vitest';
import { isToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import { emptyChannelId, ownerChannelId } from '../../../../sandbox/youtube/dataset';
import { loadComparison } from './thumbnailComparison';
import { withToolFailures } from '@/services/tool-kit/youtubeFailures';
import { freshSignal, useYouTubeSandbox } from '@/services/tool-kit/youtubeSandbox.testkit';
import { channelRef as ref } from '@/services/tool-kit/toolTests.testkit';

const CHANNEL_FAILED =
  'Failed to load channel videos. Please make sure the channel URL is correct and try again.';

describe('loadComparison against the sandbox', () => {
  const client = useYouTubeSandbox();

  it('loads 11 trending videos with their avatars in 2 requests (2 units)', async () => {
    const { result, units, requests } = await client().withMeter((yt) =>
      loadComparison(yt, { source: 'trending' }, freshSignal()),
    );
    expect(result.videos).toHaveLength(11);
    for (const video of result.videos) {
      expect(video.title).not.toBe('');
      expect(video.thumbnailUrl).toMatch(/^http/);
      expect(video.channelAvatarUrl).toMatch(/^http/);
      // Every tile shows its figures the way the visitor's own does.
      expect(video.duration).toMatch(/^(\d+:)?\d{1,2}:\d\d$/);
      expect(video.meta).toMatch(/ views • .+ ago$|^[^•]+ ago$/);
    }
    expect(units).toBe(2);
    expect(requests).toBe(2);
  });

  it("loads the owner's 11 latest videos of 61 s or more in 3 requests (3 units)", async () => {
    const { result, units, requests } = await client().withMeter((yt) =>
      loadComparison(yt, { source: 'channel', channel: ref('@jordanvaleedits') }, freshSignal()),
    );
    expect(result.source).toBe('channel');
    expect(result.channelTitle).not.toBe('');
    expect(result.videos).toHaveLength(11);
    expect(new Set(result.videos.map((v) => v.id)).size).toBe(11);
    for (const video of result.videos) {
      expect(video.duration).toMatch(/^(\d+:)?\d{1,2}:\d\d$/);
      expect(video.meta).toMatch(/ ago$/);
    }
    expect(units).toBe(3);
    expect(requests).toBe(3);
  });

  it('reads the same channel by its id', async () => {
    const result = await loadComparison(
      client(),
      { source: 'channel', channel: ref(ownerChannelId) },
      freshSignal(),
    );
    expect(result.videos).toHaveLength(11);
  });

  it("answers an unknown channel with the channel failure, one without uploads with 'No videos found'", async () => {
    for (const [text, message] of [
      ['@nosuchchannel404', CHANNEL_FAILED],
      [emptyChannelId, 'No videos found'],
    ] as const) {
      const failure: unknown = await loadComparison(
        client(),
        { source: 'channel', channel: ref(text) },
        freshSignal(),
      ).catch((error: unknown) => error);
      expect(isToolFailure(failure) && failure.message).toBe(message);
    }
  });

  it('shows the quota message with the quota-exceeded key', async () => {
    const failure: unknown = await withToolFailures(() =>
      loadComparison(client('sandbox-quota-exceeded'), { source: 'trending' }, freshSignal()),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe(YOUTUBE_FAILURE_MESSAGES.quota);
  });
});
