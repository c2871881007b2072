import { describe, expect, it, vi } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import type { Channel, Page, SearchResult, Video, YouTubeClient } from '@/services/youtube';
import { findOutliers } from './outlierSearch';

const hit = (videoId: string, channelId: string, title = videoId): SearchResult => ({
  kind: 'youtube#searchResult',
  etag: 'e',
  id: { kind: 'youtube#video', videoId },
  snippet: {
    publishedAt: '2025-01-05T10:00:00Z',
    channelId,
    title,
    description: '',
    thumbnails: { medium: { url: `https://i.example/${videoId}.jpg` } },
    channelTitle: `Channel ${channelId}`,
  },
});

const video = (id: string, seconds: number, views: number) =>
  ({
    kind: 'youtube#video',
    etag: 'e',
    id,
    contentDetails: { duration: `PT${seconds}S` },
    statistics: { viewCount: String(views) },
  }) as unknown as Video;

const channel = (id: string, subscribers: number | 'hidden') =>
  ({
    kind: 'youtube#channel',
    etag: 'e',
    id,
    statistics:
      subscribers === 'hidden'
        ? { hiddenSubscriberCount: true, viewCount: '1', videoCount: '1' }
        : { subscriberCount: String(subscribers), hiddenSubscriberCount: false },
  }) as unknown as Channel;

interface FakeData {
  hits: SearchResult[];
  videos: Video[];
  channels: Channel[];
}

/** A client over fixed data whose videos and channels calls wait for the test's release. */
function fakeClient(data: FakeData) {
  const calls: { method: string; args: unknown[] }[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const yt = {
    search: (...args: unknown[]) => {
      calls.push({ method: 'search', args });
      return Promise.resolve({ items: data.hits } as Page<SearchResult>);
    },
    videos: async (...args: unknown[]) => {
      calls.push({ method: 'videos', args });
      await gate;
      return data.videos;
    },
    channels: async (...args: unknown[]) => {
      calls.push({ method: 'channels', args });
      await gate;
      return data.channels;
    },
  } as unknown as YouTubeClient;
  return { yt, calls, release };
}

const signal = () => new AbortController().signal;

const sample: FakeData = {
  hits: [
    hit('long1', 'UCa', 'Tom &amp; Jerry&#39;s <b>cut</b>'),
    hit('long2', 'UCb'),
    hit('short1', 'UCa'),
    hit('hidden1', 'UChidden'),
    hit('hidden2', 'UChidden'),
  ],
  videos: [
    video('long1', 600, 50_000),
    video('long2', 61, 2_000_000),
    video('short1', 60, 9_000_000),
    video('hidden1', 300, 99_000_000),
    video('hidden2', 30, 99_000_000),
  ],
  channels: [channel('UCa', 1_000), channel('UCb', 0), channel('UChidden', 'hidden')],
};

describe('findOutliers', () => {
  it('searches 25 videos by relevance, then asks for videos and channels side by side', async () => {
    const { yt, calls, release } = fakeClient(sample);
    const run = findOutliers(yt, { query: 'film', type: 'videos' }, signal());
    await vi.waitFor(() =>
      expect(calls.map((call) => call.method)).toEqual(['search', 'videos', 'channels']),
    );
    release();
    await run;
    expect(calls[0]?.args[0]).toEqual({
      q: 'film',
      type: 'video',
      maxResults: 25,
      order: 'relevance',
    });
    expect(calls[1]?.args[0]).toEqual({ ids: ['long1', 'long2', 'short1', 'hidden1', 'hidden2'] });
    expect(calls[1]?.args[1]).toEqual(['contentDetails', 'statistics']);
    // Each channel once.
    expect(calls[2]?.args[0]).toEqual({ id: ['UCa', 'UCb', 'UChidden'] });
    expect(calls[2]?.args[1]).toEqual(['statistics']);
  });

  it('ranks the videos of the type by ratio, leaving out hidden subscriber counts', async () => {
    const { yt, release } = fakeClient(sample);
    release();
    const result = await findOutliers(yt, { query: 'film', type: 'videos' }, signal());
    expect(result.videos.map((item) => [item.videoId, item.ratio])).toEqual([
      ['long2', 2_000_000],
      ['long1', 50],
    ]);
    expect(result.leftOut).toBe(1);
    expect(result).toMatchObject({ query: 'film', type: 'videos' });
  });

  it('decodes the HTML-escaped search titles to plain text', async () => {
    const { yt, release } = fakeClient(sample);
    release();
    const result = await findOutliers(yt, { query: 'film', type: 'videos' }, signal());
    const long1 = result.videos.find((item) => item.videoId === 'long1');
    expect(long1?.title).toBe("Tom & Jerry's <b>cut</b>");
    expect(long1?.thumbnailUrl).toBe('https://i.example/long1.jpg');
    expect(long1?.subscribers).toBe(1_000);
  });

  it('ranks shorts (60 s or less) for the shorts type', async () => {
    const { yt, release } = fakeClient(sample);
    release();
    const result = await findOutliers(yt, { query: 'film', type: 'shorts' }, signal());
    expect(result.videos.map((item) => item.videoId)).toEqual(['short1']);
    expect(result.leftOut).toBe(1);
  });

  it("answers no search results with 'No videos found', without further calls", async () => {
    const { yt, calls } = fakeClient({ hits: [], videos: [], channels: [] });
    const failure: unknown = await findOutliers(yt, { query: 'x', type: 'videos' }, signal()).catch(
      (error: unknown) => error,
    );
    expect(isToolFailure(failure) && failure.message).toBe('No videos found');
    expect(isToolFailure(failure) && failure.retryable).toBe(false);
    expect(calls.map((call) => call.method)).toEqual(['search']);
  });

  it("answers results none of which are of the type with 'No videos found'", async () => {
    const { yt, release } = fakeClient({
      hits: [hit('long1', 'UCa')],
      videos: [video('long1', 600, 10)],
      channels: [channel('UCa', 1)],
    });
    release();
    const failure: unknown = await findOutliers(yt, { query: 'x', type: 'shorts' }, signal()).catch(
      (error: unknown) => error,
    );
    expect(isToolFailure(failure) && failure.message).toBe('No videos found');
  });

  it('shows results with nothing ranked when every channel hides its count', async () => {
    const { yt, release } = fakeClient({
      hits: [hit('hidden1', 'UChidden')],
      videos: [video('hidden1', 600, 10)],
      channels: [channel('UChidden', 'hidden')],
    });
    release();
    const result = await findOutliers(yt, { query: 'x', type: 'videos' }, signal());
    expect(result).toMatchObject({ videos: [], leftOut: 1 });
  });
});
