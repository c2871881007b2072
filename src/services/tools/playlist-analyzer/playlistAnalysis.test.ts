/** The playlist analyzer's run on a scripted API: which calls, in which order, what it makes. */
import { describe, expect, it } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import type { ToolProgress } from '@/domain/tool-kit/toolProgress';
import { deferred } from '@/test/deferred';
import {} from '@/services/youtube';
import { apiError, list } from '@/services/youtube/fakeFetch.testkit';
import { analyzePlaylist } from './playlistAnalysis';
import { fakeYouTube as setup } from '@/services/tool-kit/toolTests.testkit';

const PLAYLIST = { kind: 'playlist', id: 'PLtestPlaylistForTheRun01' } as const;
const signal = () => new AbortController().signal;

const item = (videoId: string) => ({
  kind: 'youtube#playlistItem',
  etag: 'e',
  id: `item-${videoId}`,
  contentDetails: { videoId },
});

const video = (id: string, channelId = 'UCa') => ({
  kind: 'youtube#video',
  etag: 'e',
  id,
  snippet: {
    title: id,
    channelId,
    channelTitle: channelId,
    publishedAt: '2026-01-01T00:00:00Z',
    description: '',
    tags: ['tag'],
    categoryId: '27',
    defaultAudioLanguage: 'en',
  },
  contentDetails: { duration: 'PT10M' },
  statistics: { viewCount: '100', likeCount: '10', commentCount: '1' },
});

const ids = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);

describe('analyzePlaylist', () => {
  it('pages to the end, sends each batch of 50 videos while paging goes on, then the channels', async () => {
    const first = ids('a', 50);
    const second = ids('b', 50);
    const third = ids('c', 10);
    const secondPage = deferred();
    const { yt, fetch } = setup(async ({ resource, params }) => {
      if (resource === 'playlistItems') {
        const token = params.pageToken;
        if (token === undefined)
          return list(first.map(item), { nextPageToken: 'p2', pageInfo: { totalResults: 110 } });
        if (token === 'p2') {
          await secondPage.promise;
          return list(second.map(item), { nextPageToken: 'p3', pageInfo: { totalResults: 110 } });
        }
        return list(third.map(item), { pageInfo: { totalResults: 110 } });
      }
      if (resource === 'videos') {
        const asked = (params.id ?? '').split(',');
        return list(asked.map((id) => video(id, id.startsWith('c') ? 'UCc' : 'UCa')));
      }
      return list([
        {
          kind: 'youtube#channel',
          etag: 'e',
          id: 'UCa',
          snippet: { title: 'Alpha' },
          statistics: { subscriberCount: '1000' },
        },
        {
          kind: 'youtube#channel',
          etag: 'e',
          id: 'UCc',
          snippet: { title: 'Gamma' },
          statistics: { hiddenSubscriberCount: true },
        },
      ]);
    });
    const progress: ToolProgress[] = [];
    const running = analyzePlaylist(yt, PLAYLIST, signal(), (p) => progress.push(p));
    // The first batch of videos is asked for before the second page has arrived.
    await expect.poll(() => fetch.requests.map((r) => r.resource)).toContain('videos');
    expect(fetch.requests.filter((r) => r.resource === 'playlistItems')).toHaveLength(2);
    secondPage.resolve();
    const analysis = await running;

    const resources = fetch.requests.map((r) => r.resource);
    expect(resources.filter((r) => r === 'playlistItems')).toHaveLength(3);
    expect(resources.filter((r) => r === 'videos')).toHaveLength(3);
    expect(resources.at(-1)).toBe('channels');
    const videoCall = fetch.requests.find((r) => r.resource === 'videos');
    expect(videoCall?.params.part).toBe('snippet,contentDetails,statistics');
    expect(videoCall?.params.id?.split(',')).toHaveLength(50);
    expect(fetch.requests.at(-1)?.params).toMatchObject({ id: 'UCa,UCc' });
    expect(fetch.requests.find((r) => r.resource === 'playlistItems')?.params.maxResults).toBe(
      '50',
    );

    expect(progress).toEqual([
      { pages: 1, items: 50, total: 110 },
      { pages: 2, items: 100, total: 110 },
      { pages: 3, items: 110, total: 110 },
    ]);
    expect(analysis.kind).toBe('summary');
    if (analysis.kind !== 'summary') return;
    expect(analysis.summary).toMatchObject({
      items: 110,
      videos: 110,
      unavailable: 0,
      totalViews: 11_000,
    });
    expect(analysis.summary.channels).toEqual([
      { id: 'UCa', title: 'Alpha', subscribers: 1000, videos: 100 },
      { id: 'UCc', title: 'Gamma', subscribers: null, videos: 10 },
    ]);
  });

  it('asks for the channels the items name as owners together with their videos', async () => {
    const owned = (videoId: string, owner: string) => ({
      ...item(videoId),
      snippet: { resourceId: { kind: 'youtube#video', videoId }, videoOwnerChannelId: owner },
    });
    const gate = deferred();
    const { yt, fetch } = setup(async ({ resource, params }) => {
      if (resource === 'playlistItems') return list([owned('v1', 'UCa'), owned('v2', 'UCb')]);
      if (resource === 'videos') {
        await gate.promise;
        return list(
          (params.id ?? '').split(',').map((id) => video(id, id === 'v1' ? 'UCa' : 'UCb')),
        );
      }
      return list([]);
    });
    const running = analyzePlaylist(yt, PLAYLIST, signal());
    await expect.poll(() => fetch.requests.map((r) => r.resource)).toContain('channels');
    expect(fetch.requests.find((r) => r.resource === 'channels')?.params).toMatchObject({
      id: 'UCa,UCb',
      part: 'statistics,snippet',
    });
    gate.resolve();
    await running;
    expect(fetch.requests.map((r) => r.resource)).toEqual(['playlistItems', 'videos', 'channels']);
  });

  it('counts the items whose video does not come back as unavailable', async () => {
    const { yt } = setup(({ resource }) => {
      if (resource === 'playlistItems') return list(['ok1', 'gone', 'ok2'].map(item));
      if (resource === 'videos') return list([video('ok1'), video('ok2')]);
      return list([{ kind: 'youtube#channel', etag: 'e', id: 'UCa', snippet: { title: 'A' } }]);
    });
    const analysis = await analyzePlaylist(yt, PLAYLIST, signal());
    expect(analysis.kind === 'summary' && analysis.summary).toMatchObject({
      items: 3,
      videos: 2,
      unavailable: 1,
    });
  });

  it('asks nothing more for an empty playlist', async () => {
    const { yt, fetch } = setup(() => list([]));
    const analysis = await analyzePlaylist(yt, PLAYLIST, signal());
    expect(fetch.requests.map((r) => r.resource)).toEqual(['playlistItems']);
    expect(analysis.kind === 'summary' && analysis.summary.videos).toBe(0);
  });

  it("answers 404 playlistNotFound with 'Playlist not found', not retryable", async () => {
    const { yt } = setup(() => apiError(404, 'playlistNotFound'));
    const failure = await analyzePlaylist(yt, PLAYLIST, signal()).catch((e: unknown) => e);
    expect(isToolFailure(failure) && [failure.message, failure.retryable]).toEqual([
      'Playlist not found',
      false,
    ]);
  });

  it('calls nothing for a single-video link', async () => {
    const { yt, fetch } = setup(() => list([]));
    expect(await analyzePlaylist(yt, { kind: 'video', videoId: 'dQw4w9WgXcQ' }, signal())).toEqual({
      kind: 'single-video',
      videoId: 'dQw4w9WgXcQ',
    });
    expect(fetch.requests).toHaveLength(0);
  });
});
