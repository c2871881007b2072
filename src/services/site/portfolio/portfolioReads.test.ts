import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioVideo } from '@/domain/site/portfolio/video';
import {
  YouTubeError,
  type Page,
  type PlaylistItem,
  type Video,
  type YouTubeClient,
} from '@/services/youtube';
import { createPortfolioCache, type PortfolioCache } from './portfolioCache';
import { loadPortfolioMedia, loadPortfolioVideos, toClip } from './portfolioReads';

const signal = () => new AbortController().signal;

const row = (id: number, videoId: string, tag: string): PortfolioVideo => ({
  id,
  videoId,
  tag,
  description: `About ${videoId}`,
  createdAt: `2025-0${id}-01T12:00:00+00:00`,
});

const video = (id: string, duration = 'PT2M5S'): Video => ({
  kind: 'youtube#video',
  etag: `etag-${id}`,
  id,
  snippet: {
    publishedAt: '2025-01-01T00:00:00Z',
    channelId: 'UCowner',
    title: `Title of ${id}`,
    description: '',
    channelTitle: 'Owner',
    thumbnails: {
      default: { url: `/thumbs/${id}/default.svg` },
      medium: { url: `/thumbs/${id}/medium.svg` },
      high: { url: `/thumbs/${id}/high.svg` },
    },
  },
  contentDetails: { duration },
});

function fakeVideos(found: Video[]) {
  return vi.fn<YouTubeClient['videos']>((selector) => {
    const ids = 'ids' in selector ? [selector.ids].flat() : [];
    return Promise.resolve(found.filter((v) => ids.includes(v.id)));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toClip', () => {
  it('takes the title, the high thumbnail and the parsed duration', () => {
    expect(toClip(video('a', 'PT1H2M3S'))).toEqual({
      videoId: 'a',
      title: 'Title of a',
      thumbnailUrl: '/thumbs/a/high.svg',
      durationSeconds: 3723,
    });
  });

  it('falls back to smaller thumbnails and leaves unknowns null', () => {
    const bare: Video = { ...video('b'), contentDetails: undefined };
    if (bare.snippet) bare.snippet.thumbnails = { medium: { url: '/m.svg' } };
    expect(toClip(bare)).toMatchObject({ thumbnailUrl: '/m.svg', durationSeconds: null });
    if (bare.snippet) bare.snippet.thumbnails = {};
    expect(toClip(bare)?.thumbnailUrl).toBeNull();
    expect(toClip({ ...video('c'), contentDetails: { duration: 'junk' } })?.durationSeconds).toBe(
      null,
    );
  });

  it('is null without a snippet', () => {
    expect(toClip({ ...video('d'), snippet: undefined })).toBeNull();
  });
});

describe('loadPortfolioVideos', () => {
  const rows = [row(3, 'vidC', 'Gaming'), row(2, 'vidB', 'Music'), row(1, 'vidA', 'Gaming')];
  const content = { listPortfolioVideos: vi.fn(() => Promise.resolve(rows)) };

  it('keeps the database order and tags, adding title, thumbnail and duration', async () => {
    // The platform answers in another order: the database's order wins.
    const videos = fakeVideos([video('vidA', 'PT45S'), video('vidC'), video('vidB')]);
    const result = await loadPortfolioVideos(content, { videos }, signal());
    expect(result.map((v) => [v.id, v.tag, v.title, v.durationSeconds])).toEqual([
      [3, 'Gaming', 'Title of vidC', 125],
      [2, 'Music', 'Title of vidB', 125],
      [1, 'Gaming', 'Title of vidA', 45],
    ]);
    expect(result[0]).toMatchObject({ ...rows[0], thumbnailUrl: '/thumbs/vidC/high.svg' });
    expect(videos).toHaveBeenCalledOnce();
    expect(videos.mock.calls[0]?.[0]).toEqual({ ids: ['vidC', 'vidB', 'vidA'] });
    expect(videos.mock.calls[0]?.[1]).toEqual(['snippet', 'contentDetails']);
  });

  it('drops a video the platform does not return, and says which', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const videos = fakeVideos([video('vidC'), video('vidA')]);
    const result = await loadPortfolioVideos(content, { videos }, signal());
    expect(result.map((v) => v.videoId)).toEqual(['vidC', 'vidA']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('vidB'));
  });

  it('keeps the rows alone when the platform cannot be asked, logging why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = new Error('quotaExceeded');
    const videos = vi.fn(() => Promise.reject(cause));
    expect(await loadPortfolioVideos(content, { videos }, signal())).toEqual(rows);
    expect(error).toHaveBeenCalledWith(expect.any(String), cause);
  });

  it('rethrows when the page was left (aborted) instead of falling back', async () => {
    const controller = new AbortController();
    const videos = vi.fn(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(loadPortfolioVideos(content, { videos }, controller.signal)).rejects.toThrow(
      'aborted',
    );
  });

  it('asks the platform nothing for an empty table, and fails with the database', async () => {
    const videos = fakeVideos([]);
    const empty = { listPortfolioVideos: () => Promise.resolve([]) };
    expect(await loadPortfolioVideos(empty, { videos }, signal())).toEqual([]);
    expect(videos).not.toHaveBeenCalled();
    const down = { listPortfolioVideos: () => Promise.reject(new Error('db down')) };
    await expect(loadPortfolioVideos(down, { videos }, signal())).rejects.toThrow('db down');
  });
});

describe('loadPortfolioMedia', () => {
  const ids = { channelId: 'UCowner_channel_id_00001', showreelId: 'reel' };
  const upload = (videoId: string, publishedAt: string) => ({
    kind: 'youtube#playlistItem',
    etag: videoId,
    id: `item-${videoId}`,
    contentDetails: { videoId, videoPublishedAt: publishedAt },
  });
  /** The uploads playlist answering its first page (or a 404 when `known` is false). */
  const uploadsOf = (items: ReturnType<typeof upload>[], known = true) =>
    vi.fn<YouTubeClient['playlistItems']>(async function* (playlistId) {
      await Promise.resolve();
      if (!known) throw new YouTubeError('not-found', 'playlistNotFound', 404, 'playlistNotFound');
      yield {
        page: 1,
        items: items.map((item) => ({ ...item, playlistId })),
      } as Page<PlaylistItem>;
    });
  const noChannels = vi.fn<YouTubeClient['channels']>(() => Promise.resolve([]));

  it('reads the 10 newest uploads from the uploads playlist and picks the first of 60 s or more', async () => {
    const playlistItems = uploadsOf([
      upload('long2', '2025-03-01T00:00:00Z'),
      upload('short', '2025-03-09T00:00:00Z'),
      upload('live', '2025-03-08T00:00:00Z'),
      upload('long1', '2025-03-07T00:00:00Z'),
    ]);
    const videos = fakeVideos([
      video('reel', 'PT2M18S'),
      video('short', 'PT59S'),
      video('live', 'P0D'),
      video('long1', 'PT60S'),
      video('long2', 'PT10M'),
    ]);
    const result = await loadPortfolioMedia(
      { channels: noChannels, playlistItems, videos },
      ids,
      signal(),
    );
    expect(playlistItems.mock.calls[0]?.[0]).toBe('UUowner_channel_id_00001');
    expect(playlistItems.mock.calls[0]?.[1]).toEqual({ maxPages: 1, parts: ['contentDetails'] });
    expect(noChannels).not.toHaveBeenCalled();
    expect(videos).toHaveBeenCalledOnce();
    expect(videos.mock.calls[0]?.[0]).toEqual({ ids: ['reel', 'short', 'live', 'long1', 'long2'] });
    expect(result.latestUpload).toEqual({
      videoId: 'long1',
      title: 'Title of long1',
      thumbnailUrl: '/thumbs/long1/high.svg',
      durationSeconds: 60,
    });
    expect(result.showreel?.title).toBe('Title of reel');
  });

  it('asks channels for the uploads playlist when the one named after the channel is unknown', async () => {
    const playlistItems = vi.fn<YouTubeClient['playlistItems']>(async function* (playlistId) {
      await Promise.resolve();
      if (playlistId !== 'UUnamedByTheApi') {
        throw new YouTubeError('not-found', 'playlistNotFound', 404, 'playlistNotFound');
      }
      yield { page: 1, items: [upload('long', '2025-03-01T00:00:00Z')] } as Page<PlaylistItem>;
    });
    const channels = vi.fn<YouTubeClient['channels']>(() =>
      Promise.resolve([
        {
          kind: 'youtube#channel',
          etag: 'c',
          id: ids.channelId,
          contentDetails: { relatedPlaylists: { uploads: 'UUnamedByTheApi' } },
        },
      ]),
    );
    const videos = fakeVideos([video('reel'), video('long', 'PT5M')]);
    const result = await loadPortfolioMedia({ channels, playlistItems, videos }, ids, signal());
    expect(channels).toHaveBeenCalledWith(
      { id: ids.channelId },
      ['contentDetails'],
      expect.anything(),
    );
    expect(result.latestUpload?.videoId).toBe('long');
  });

  it('has no latest upload when every upload is short, and no reel when it is gone', async () => {
    const playlistItems = uploadsOf([upload('short', '2025-03-01T00:00:00Z')]);
    const videos = fakeVideos([video('short', 'PT30S')]);
    expect(
      await loadPortfolioMedia({ channels: noChannels, playlistItems, videos }, ids, signal()),
    ).toEqual({ showreel: null, latestUpload: null });
  });

  it('fails when the uploads cannot be read (the machine logs it)', async () => {
    const playlistItems = vi.fn<YouTubeClient['playlistItems']>(async function* () {
      await Promise.resolve();
      yield* [];
      throw new YouTubeError('quota', 'quotaExceeded', 403, 'quotaExceeded');
    });
    await expect(
      loadPortfolioMedia(
        { channels: noChannels, playlistItems, videos: fakeVideos([]) },
        ids,
        signal(),
      ),
    ).rejects.toThrow('quotaExceeded');
  });
});

describe('a returning visitor (the local-storage cache)', () => {
  const ids = { channelId: 'UCowner_channel_id_00001', showreelId: 'reel' };
  const rows = [row(1, 'a', 'Gaming'), row(2, 'b', 'Vlogs')];
  const content = { listPortfolioVideos: () => Promise.resolve(rows) };
  const playlistItems = vi.fn<YouTubeClient['playlistItems']>(async function* () {
    await Promise.resolve();
    yield {
      page: 1,
      items: [
        {
          kind: 'youtube#playlistItem',
          etag: 'l',
          id: 'item-long',
          contentDetails: { videoId: 'long', videoPublishedAt: '2025-03-01T00:00:00Z' },
        },
      ],
    };
  });
  const channels = vi.fn<YouTubeClient['channels']>(() => Promise.resolve([]));

  function visit(cache: PortfolioCache) {
    const videos = fakeVideos([video('a'), video('b'), video('reel'), video('long', 'PT7M')]);
    const youtube = { channels, playlistItems, videos };
    return Promise.all([
      loadPortfolioVideos(content, youtube, signal(), cache),
      loadPortfolioMedia(youtube, ids, signal(), cache),
    ]).then(([grid, media]) => ({ grid, media, videoCalls: videos.mock.calls.length }));
  }

  it('asks YouTube nothing within hours of the first visit, and the same again after them', async () => {
    const storage = new Map<string, string>();
    const local = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    };
    let now = Date.parse('2025-06-01T12:00:00Z');
    const cache = createPortfolioCache(local, () => now);

    const first = await visit(cache);
    expect(first.videoCalls).toBe(2);
    expect(playlistItems).toHaveBeenCalledTimes(1);

    now += 5 * 60 * 60 * 1000;
    const repeat = await visit(cache);
    expect(repeat.videoCalls).toBe(0);
    expect(playlistItems).toHaveBeenCalledTimes(1);
    expect(repeat.grid).toEqual(first.grid);
    expect(repeat.media).toEqual(first.media);
    expect(repeat.media.latestUpload?.videoId).toBe('long');

    now += 2 * 60 * 60 * 1000;
    const later = await visit(cache);
    expect(later.videoCalls).toBe(2);
    expect(playlistItems).toHaveBeenCalledTimes(2);
  });
});
