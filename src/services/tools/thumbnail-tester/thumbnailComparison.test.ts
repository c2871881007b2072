/** The thumbnail tester's comparison on a scripted API: the calls, their parts and the picks. */
import { describe, expect, it } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import {} from '@/services/youtube';
import { apiError, list, type FakeHandler } from '@/services/youtube/fakeFetch.testkit';
import { loadComparison } from './thumbnailComparison';
import { withToolFailures } from '@/services/tool-kit/youtubeFailures';
import { fakeYouTube as setup, channelRef as ref } from '@/services/tool-kit/toolTests.testkit';

const CHANNEL = 'UCabcdefghijklmnopqrstuv';
const thumbs = (name: string) => ({
  default: { url: `https://img.test/${name}-88.jpg` },
  medium: { url: `https://img.test/${name}-320.jpg` },
});

const signal = () => new AbortController().signal;

const popular = Array.from({ length: 12 }, (_, n) => ({
  kind: 'youtube#video',
  etag: 'e',
  id: `pop${n}`,
  snippet: {
    title: `Popular ${n}`,
    channelId: `UC${n % 3}`,
    channelTitle: `Channel ${n % 3}`,
    thumbnails: thumbs(`pop${n}`),
    publishedAt: '2025-01-01T00:00:00Z',
    description: '',
  },
  statistics: { viewCount: '1200000' },
  contentDetails: { duration: 'PT12M4S' },
}));

const avatarsOf = (ids: string[]) =>
  ids.map((id) => ({
    kind: 'youtube#channel',
    etag: 'e',
    id,
    snippet: { title: id, thumbnails: thumbs(id) },
  }));

describe('loadComparison: trending', () => {
  it('reads 12 most popular, uses 11, and the avatars from one channels call', async () => {
    const { yt, fetch } = setup((request) =>
      request.resource === 'videos'
        ? list(popular)
        : list(avatarsOf((request.params.id ?? '').split(','))),
    );
    const result = await loadComparison(yt, { source: 'trending' }, signal());
    expect(fetch.requests.map((r) => r.resource)).toEqual(['videos', 'channels']);
    expect(fetch.requests[0]?.params).toMatchObject({
      chart: 'mostPopular',
      maxResults: '12',
      part: 'snippet,statistics,contentDetails',
    });
    expect(fetch.requests[1]?.params).toMatchObject({ part: 'snippet', id: 'UC0,UC1,UC2' });
    expect(result.source).toBe('trending');
    expect(result.videos).toHaveLength(11);
    expect(result.videos[0]).toEqual({
      id: 'pop0',
      title: 'Popular 0',
      channelTitle: 'Channel 0',
      thumbnailUrl: 'https://img.test/pop0-320.jpg',
      channelAvatarUrl: 'https://img.test/UC0-88.jpg',
      duration: '12:04',
      meta: expect.stringMatching(/^1\.2M views • \d+ (months?|years?) ago$/) as string,
    });
  });

  it('fails for the machine to show its trending text', async () => {
    const { yt } = setup(() => apiError(500, 'backendError'));
    await expect(loadComparison(yt, { source: 'trending' }, signal())).rejects.not.toSatisfy(
      isToolFailure,
    );
  });
});

const uploads = Array.from({ length: 20 }, (_, n) => ({
  kind: 'youtube#playlistItem',
  etag: 'e',
  id: `item${n}`,
  snippet: {
    title: `Upload ${n}`,
    thumbnails: thumbs(`up${n}`),
    resourceId: { kind: 'youtube#video', videoId: `up${n}` },
  },
}));
/** Every third upload is a 45 s short, the others 61 s or longer. */
const durationOf = (id: string) => {
  const n = Number(id.slice(2));
  return n % 3 === 0 ? 'PT45S' : n === 1 ? 'PT1M1S' : 'PT8M';
};

function channelApi(request: Parameters<FakeHandler>[0]) {
  switch (request.resource) {
    case 'channels':
      return list([
        {
          kind: 'youtube#channel',
          etag: 'e',
          id: CHANNEL,
          snippet: { title: 'Maya Codes', thumbnails: thumbs('maya') },
          contentDetails: { relatedPlaylists: { uploads: 'UUabc' } },
        },
      ]);
    case 'playlistItems':
      return list(uploads);
    default:
      return list(
        (request.params.id ?? '').split(',').map((id) => ({
          kind: 'youtube#video',
          etag: 'e',
          id,
          contentDetails: { duration: durationOf(id) },
        })),
      );
  }
}

describe('loadComparison: a channel', () => {
  it('finds the channel, reads 50 uploads, their durations, and keeps 11 of 61 s or more', async () => {
    const { yt, fetch } = setup(channelApi);
    const result = await loadComparison(
      yt,
      { source: 'channel', channel: ref('https://www.youtube.com/@mayacodes') },
      signal(),
    );
    expect(fetch.requests.map((r) => r.resource)).toEqual(['channels', 'playlistItems', 'videos']);
    expect(fetch.requests[0]?.params).toMatchObject({
      forHandle: 'mayacodes',
      part: 'snippet,contentDetails',
    });
    expect(fetch.requests[1]?.params).toMatchObject({ playlistId: 'UUabc', maxResults: '50' });
    expect(fetch.requests[2]?.params).toMatchObject({ part: 'contentDetails,statistics' });
    expect(result.channelTitle).toBe('Maya Codes');
    expect(result.videos.map((v) => v.id)).toEqual([
      'up1',
      'up2',
      'up4',
      'up5',
      'up7',
      'up8',
      'up10',
      'up11',
      'up13',
      'up14',
      'up16',
    ]);
    expect(result.videos[0]).toMatchObject({
      title: 'Upload 1',
      channelTitle: 'Maya Codes',
      thumbnailUrl: 'https://img.test/up1-320.jpg',
      channelAvatarUrl: 'https://img.test/maya-88.jpg',
    });
  });

  const channelFailed =
    'Failed to load channel videos. Please make sure the channel URL is correct and try again.';

  it('reads a channel that is not found as the channel failure text', async () => {
    const { yt } = setup(() => list([]));
    const failure: unknown = await loadComparison(
      yt,
      { source: 'channel', channel: ref(CHANNEL) },
      signal(),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe(channelFailed);
  });

  it("says 'No videos found' for a channel with no uploads, for good", async () => {
    const empty = setup((request) =>
      request.resource === 'playlistItems'
        ? apiError(404, 'playlistNotFound')
        : channelApi(request),
    );
    const failure: unknown = await loadComparison(
      empty.yt,
      { source: 'channel', channel: ref('@mayacodes') },
      signal(),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && [failure.message, failure.retryable]).toEqual([
      'No videos found',
      false,
    ]);
  });

  it("says 'No videos found' for a channel with only shorts; a server error is the channel failure", async () => {
    const shorts = setup((request) =>
      request.resource === 'videos'
        ? list(
            uploads.map((u) => ({
              kind: 'youtube#video',
              etag: 'e',
              id: u.snippet.resourceId.videoId,
              contentDetails: { duration: 'PT30S' },
            })),
          )
        : channelApi(request),
    );
    const query = { source: 'channel', channel: ref('@mayacodes') } as const;
    await expect(loadComparison(shorts.yt, query, signal())).rejects.toThrow('No videos found');
    const broken = setup((request) =>
      request.resource === 'playlistItems' ? apiError(500, 'backendError') : channelApi(request),
    );
    await expect(loadComparison(broken.yt, query, signal())).rejects.toThrow(channelFailed);
  });

  it('lets the quota failure through for its own text', async () => {
    const { yt } = setup(() => apiError(403, 'quotaExceeded'));
    const failure: unknown = await withToolFailures(() =>
      loadComparison(yt, { source: 'channel', channel: ref('@mayacodes') }, signal()),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toMatch(/quota/);
  });
});
