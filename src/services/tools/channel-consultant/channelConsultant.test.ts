import { describe, expect, it, vi } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import {
  YouTubeError,
  type Channel,
  type Page,
  type PlaylistItem,
  type Video,
  type YouTubeClient,
} from '@/services/youtube';
import { CONSULTANT_CHANNEL_PARTS, consultChannel } from './channelConsultant';

const channel = {
  kind: 'youtube#channel',
  etag: 'e',
  id: 'UCnovaGamingArena0000000',
  snippet: {
    title: 'Nova Gaming Arena',
    description: 'Daily stream highlights.',
    customUrl: '@novagamingarena',
    publishedAt: '2015-01-01T00:00:00Z',
    thumbnails: { medium: { url: 'https://yt3.example/nova-240.jpg', width: 240, height: 240 } },
  },
  statistics: {
    viewCount: '1234567890',
    subscriberCount: '23100000',
    hiddenSubscriberCount: false,
    videoCount: '1250',
  },
  brandingSettings: { channel: { keywords: 'speedrun "stream highlights" gaming' } },
  topicDetails: {
    topicCategories: [
      'https://en.wikipedia.org/wiki/Video_game_culture',
      'https://en.wikipedia.org/wiki/Action_game',
    ],
  },
  contentDetails: { relatedPlaylists: { uploads: 'UUnovaGamingArena0000000' } },
} as Channel;

const item = (videoId: string) =>
  ({
    kind: 'youtube#playlistItem',
    etag: 'e',
    id: `item-${videoId}`,
    contentDetails: { videoId },
  }) as PlaylistItem;

const video = (id: string, views: string | undefined) =>
  ({
    kind: 'youtube#video',
    etag: 'e',
    id,
    snippet: { title: `Video ${id}`, publishedAt: '2026-11-14T18:00:00Z' },
    statistics: views === undefined ? {} : { viewCount: views },
  }) as unknown as Video;

const ids = Array.from({ length: 50 }, (_, i) => `vid${String(i).padStart(8, '0')}`);

/** Pages as the client yields them: one at a time, asynchronously. */
async function* pagesOf(...pages: Page<PlaylistItem>[]): AsyncGenerator<Page<PlaylistItem>> {
  for (const page of pages) {
    await Promise.resolve();
    yield page;
  }
  throw new Error('only the first page is read');
}

/** A playlistItems call that fails before its first page. */
function failing(error: Error) {
  return async function* (): AsyncGenerator<Page<PlaylistItem>> {
    await Promise.resolve();
    yield* [] as Page<PlaylistItem>[];
    throw error;
  };
}

interface FakeOptions {
  channels?: Channel[];
  playlistItems?: () => AsyncGenerator<Page<PlaylistItem>>;
}

function fakeClient({ channels = [channel], playlistItems }: FakeOptions = {}) {
  const yt = {
    search: vi.fn(() => Promise.reject(new Error('search must not be called'))),
    channels: vi.fn(() => Promise.resolve(channels)),
    playlistItems: vi.fn(
      playlistItems ?? (() => pagesOf({ items: ids.map(item), page: 1, nextPageToken: 'next' })),
    ),
    videos: vi.fn((selector: { ids: readonly string[] }) =>
      Promise.resolve(
        selector.ids.map((id, i) => video(id, i === 1 ? undefined : String(1000 * (i + 1)))),
      ),
    ),
  };
  return { yt, client: yt as unknown as YouTubeClient };
}

const signal = () => new AbortController().signal;

describe('consultChannel', () => {
  it('reads the channel, its latest uploads and their views: channel, uploads page, videos', async () => {
    const { yt, client } = fakeClient();
    const result = await consultChannel(
      client,
      { kind: 'handle', handle: 'novagamingarena' },
      signal(),
    );

    expect(yt.channels).toHaveBeenCalledTimes(1);
    expect(yt.channels).toHaveBeenCalledWith(
      { forHandle: 'novagamingarena' },
      CONSULTANT_CHANNEL_PARTS,
      expect.any(AbortSignal),
    );
    expect(CONSULTANT_CHANNEL_PARTS).toEqual([
      'snippet',
      'statistics',
      'brandingSettings',
      'topicDetails',
      'contentDetails',
    ]);
    expect(yt.playlistItems).toHaveBeenCalledWith(
      'UUnovaGamingArena0000000',
      { maxPages: 1, parts: ['contentDetails'] },
      expect.any(AbortSignal),
    );
    expect(yt.videos).toHaveBeenCalledTimes(1);
    expect(yt.videos).toHaveBeenCalledWith(
      { ids: ids.slice(0, 10) },
      ['snippet', 'statistics'],
      expect.any(AbortSignal),
    );
    expect(yt.search).not.toHaveBeenCalled();

    expect(result).toEqual({
      id: 'UCnovaGamingArena0000000',
      title: 'Nova Gaming Arena',
      handle: '@novagamingarena',
      avatarUrl: 'https://yt3.example/nova-240.jpg',
      subscribers: 23_100_000,
      views: 1_234_567_890,
      videos: 1250,
      keywords: ['speedrun', 'stream highlights', 'gaming'],
      topics: ['Video game culture', 'Action game'],
      latestUploads: ids.slice(0, 10).map((id, i) => ({
        videoId: id,
        title: `Video ${id}`,
        views: i === 1 ? null : 1000 * (i + 1),
        publishedAt: '2026-11-14T18:00:00Z',
      })),
    });
  });

  it('reads a hidden subscriber count as hidden', async () => {
    const quiet = {
      ...channel,
      statistics: { viewCount: '5000', hiddenSubscriberCount: true, videoCount: '30' },
    } as Channel;
    const { client } = fakeClient({ channels: [quiet] });
    const result = await consultChannel(client, { kind: 'id', id: quiet.id }, signal());
    expect(result.subscribers).toBeNull();
  });

  it('asks nothing more of a channel without videos', async () => {
    const blank = {
      ...channel,
      statistics: { viewCount: '0', subscriberCount: '12', videoCount: '0' },
      brandingSettings: {},
      topicDetails: undefined,
    } as Channel;
    const { yt, client } = fakeClient({ channels: [blank] });
    const result = await consultChannel(client, { kind: 'id', id: blank.id }, signal());
    expect(yt.playlistItems).not.toHaveBeenCalled();
    expect(yt.videos).not.toHaveBeenCalled();
    expect(result).toMatchObject({ latestUploads: [], keywords: [], topics: [], videos: 0 });
  });

  it('reads an uploads playlist YouTube does not find as no uploads', async () => {
    const { yt, client } = fakeClient({
      playlistItems: failing(
        new YouTubeError('not-found', 'Playlist not found', 404, 'playlistNotFound'),
      ),
    });
    const result = await consultChannel(client, { kind: 'id', id: channel.id }, signal());
    expect(result.latestUploads).toEqual([]);
    expect(yt.videos).not.toHaveBeenCalled();
  });

  it('lets other failures of the uploads through', async () => {
    const quota = new YouTubeError('quota', 'Quota exceeded', 403, 'quotaExceeded');
    const { client } = fakeClient({
      playlistItems: failing(quota),
    });
    await expect(consultChannel(client, { kind: 'id', id: channel.id }, signal())).rejects.toBe(
      quota,
    );
  });

  it("answers a channel YouTube does not know with the consultant's text, not worth retrying", async () => {
    const { client } = fakeClient({ channels: [] });
    const failure: unknown = await consultChannel(
      client,
      { kind: 'handle', handle: 'nobody-here' },
      signal(),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe(
      'Error analyzing channel. Please check the URL and try again.',
    );
    expect(isToolFailure(failure) && failure.retryable).toBe(false);
  });
});
