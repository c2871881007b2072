import { describe, expect, it, vi } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import type { Thumbnails, Video, YouTubeClient } from '@/services/youtube';
import { lookUpThumbnail } from './thumbnailLookup';

const video = (title: string, thumbnails: Thumbnails): Video => ({
  kind: 'youtube#video',
  etag: 'e',
  id: 'abcdefghijk',
  snippet: {
    title,
    description: '',
    channelId: 'UCx',
    channelTitle: 'X',
    publishedAt: '2025-01-01T00:00:00Z',
    thumbnails,
  },
});

function clientAnswering(items: Video[]) {
  const videos = vi.fn(() => Promise.resolve(items));
  return { yt: { videos } as unknown as YouTubeClient, videos };
}

const signal = new AbortController().signal;

describe('lookUpThumbnail', () => {
  it('asks for the snippet of that one video, with the signal', async () => {
    const { yt, videos } = clientAnswering([]);
    await lookUpThumbnail(yt, 'abcdefghijk', signal).catch(() => undefined);
    expect(videos).toHaveBeenCalledWith({ ids: 'abcdefghijk' }, ['snippet'], signal);
  });

  it('shows the best thumbnail under the title, with the documented file name', async () => {
    const { yt } = clientAnswering([
      video('Colour Grading 101', {
        high: { url: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg', width: 480, height: 360 },
      }),
    ]);
    await expect(lookUpThumbnail(yt, 'abcdefghijk', signal)).resolves.toEqual({
      videoId: 'abcdefghijk',
      title: 'Colour Grading 101',
      imageUrl: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
      filename: 'colour_grading_101_thumbnail.jpg',
      width: 480,
      height: 360,
    });
  });

  it("answers an unknown id with 'Video not found', not worth retrying", async () => {
    const { yt } = clientAnswering([]);
    const failure: unknown = await lookUpThumbnail(yt, 'abcdefghijk', signal).catch(
      (error: unknown) => error,
    );
    expect(isToolFailure(failure) && failure.message).toBe('Video not found');
    expect(isToolFailure(failure) && failure.retryable).toBe(false);
  });

  it("leaves a video without a usable thumbnail to the tool's general text", async () => {
    const { yt } = clientAnswering([
      video('Tiny', { default: { url: 'https://i.ytimg.com/vi/abcdefghijk/default.jpg' } }),
    ]);
    const failure: unknown = await lookUpThumbnail(yt, 'abcdefghijk', signal).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(isToolFailure(failure)).toBe(false);
  });
});
