import { describe, expect, it, vi } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import type { Channel, Video, VideoCategory, YouTubeClient } from '@/services/youtube';
import { analyzeVideo } from './videoAnalysis';

const video = {
  kind: 'youtube#video',
  etag: 'e',
  id: 'abcdefghijk',
  snippet: {
    title: 'A video',
    description: '',
    channelId: 'UCchannel',
    channelTitle: 'A channel',
    categoryId: '27',
    publishedAt: '2025-01-05T10:00:00Z',
    thumbnails: {},
  },
  statistics: { viewCount: '1000', likeCount: '10', commentCount: '5' },
  contentDetails: { duration: 'PT10M', definition: 'hd' },
} as unknown as Video;

/** A client whose channel and category calls wait until the test releases them. */
function gatedClient() {
  const started: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const yt = {
    videos: () => {
      started.push('videos');
      return Promise.resolve([video]);
    },
    channels: async () => {
      started.push('channels');
      await gate;
      return [{ id: 'UCchannel', statistics: { subscriberCount: '100' } } as unknown as Channel];
    },
    videoCategories: async () => {
      started.push('videoCategories');
      await gate;
      return [{ id: '27', snippet: { title: 'Education' } } as VideoCategory];
    },
  } as unknown as YouTubeClient;
  return { yt, started, release };
}

describe('analyzeVideo', () => {
  it('asks for the channel and the category at the same time, after the video', async () => {
    const { yt, started, release } = gatedClient();
    const analysis = analyzeVideo(yt, 'abcdefghijk', new AbortController().signal);
    // Both calls are held at the gate: they can only both have started by running side by side.
    await vi.waitFor(() => expect(started).toEqual(['videos', 'channels', 'videoCategories']));
    release();
    const result = await analysis;
    expect(result.metrics.category).toBe('Education');
    expect(result.metrics.subscribers).toBe(100);
  });

  it('falls back to the standard category name when the category call fails', async () => {
    const { yt, release } = gatedClient();
    const failing = {
      ...yt,
      videoCategories: () => Promise.reject(new Error('HTTP 500')),
    } as unknown as YouTubeClient;
    release();
    const result = await analyzeVideo(failing, 'abcdefghijk', new AbortController().signal);
    expect(result.metrics.category).toBe('Education');
  });

  it("answers a video whose channel YouTube does not return with 'Channel not found'", async () => {
    const { yt, release } = gatedClient();
    const orphan = { ...yt, channels: () => Promise.resolve([]) } as unknown as YouTubeClient;
    release();
    const failure: unknown = await analyzeVideo(
      orphan,
      'abcdefghijk',
      new AbortController().signal,
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe('Channel not found');
    expect(isToolFailure(failure) && failure.retryable).toBe(false);
  });

  it('says a hidden subscriber count and turned-off comments are so, not 0', async () => {
    const noComments = { ...video, statistics: { viewCount: '1000', likeCount: '10' } };
    const hidden = { id: 'UCchannel', statistics: { hiddenSubscriberCount: true } };
    const yt = {
      videos: () => Promise.resolve([noComments]),
      channels: () => Promise.resolve([hidden]),
      videoCategories: () => Promise.resolve([]),
    } as unknown as YouTubeClient;
    const result = await analyzeVideo(yt, 'abcdefghijk', new AbortController().signal);
    expect(result.metrics.subscribers).toBeNull();
    expect(result.metrics.comments).toBeNull();
    expect(result.metrics.engagementRate).toBeCloseTo(0.01);
  });
});
