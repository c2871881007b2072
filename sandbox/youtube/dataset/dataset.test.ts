/** The generated dataset: reproducible from its seed, and covering every case the tools need. */
import { describe, expect, it } from 'vitest';
import { videoCategories } from './categories.ts';
import { ownerChannelId } from './channelSpecs.ts';
import {
  commentHeavyVideoId,
  commentsDisabledVideoId,
  demoReelVideoId,
  portfolioPlaylistId,
  portfolioVideos,
} from './fixedContent.ts';
import {
  FLAGGED_WORDS,
  findFlaggedWords,
} from '../../../src/domain/tools/channel-analyzer/flaggedWords.ts';
import { relativeTime } from '../../../src/domain/time/relativeTime.ts';
import { VIDEO_CATEGORY_NAMES } from '../../../src/domain/tool-kit/videoCategories.ts';
import { createDataset } from './index.ts';
import { hugePlaylistSize, uploadsPlaylistId } from './playlists.ts';
import { dayMs } from './time.ts';
import {
  deletedVideoIds,
  dormantChannelId,
  dormantLatestVideoId,
  emptyChannelId,
  freshChannelId,
  freshLatestVideoId,
  mixedPlaylistId,
  noCommentsVideoId,
  privateVideoId,
  steadyChannelId,
  steadyLatestVideoId,
} from './variety.ts';
import { cpuTimeMs } from '../../../src/test/cpuTime.ts';

const dataset = createDataset();

describe('generation', () => {
  it('is deterministic for a seed and differs for another', () => {
    const again = createDataset();
    expect(again.videos).toEqual(dataset.videos);
    expect(again.channels).toEqual(dataset.channels);
    expect(again.threadsOf(demoReelVideoId)).toEqual(dataset.threadsOf(demoReelVideoId));
    const other = createDataset({ seed: 7 });
    expect(other.videos.map((video) => video.id)).not.toEqual(
      dataset.videos.map((video) => video.id),
    );
    // The ids the site relies on do not depend on the seed.
    expect(other.video(demoReelVideoId)?.channelId).toBe(ownerChannelId);
    expect(other.playlist(portfolioPlaylistId)).toBeDefined();
  });

  it('is fast (well under 300 ms of CPU time, however busy the machine)', () => {
    expect(cpuTimeMs(() => createDataset({ seed: 99 }))).toBeLessThan(300);
  });
});

describe('channels', () => {
  it('span the four benefit tiers', () => {
    const counts = dataset.channels.map((channel) => channel.subscriberCount);
    expect(dataset.channels.length).toBeGreaterThanOrEqual(8);
    expect(counts.some((count) => count < 100_000)).toBe(true);
    expect(counts.some((count) => count >= 100_000 && count < 1_000_000)).toBe(true);
    expect(counts.some((count) => count >= 1_000_000 && count < 10_000_000)).toBe(true);
    expect(counts.some((count) => count >= 10_000_000)).toBe(true);
  });

  it('have valid ids and unique handles, one hides its count, one uses flagged words', () => {
    for (const channel of dataset.channels) expect(channel.id).toMatch(/^UC[\w-]{21}[AQgw]$/);
    expect(new Set(dataset.channels.map((channel) => channel.handle)).size).toBe(
      dataset.channels.length,
    );
    expect(dataset.channels.filter((channel) => channel.hiddenSubscriberCount)).toHaveLength(1);
    const flagged = dataset.channels.filter(
      (channel) =>
        findFlaggedWords([channel.title, channel.description, ...channel.keywords]).length > 0,
    );
    expect(flagged.map((channel) => channel.handle)).toEqual(['cashdropkings']);
    // The site's list is the one source: the sandbox writes seven of its eight terms.
    expect(findFlaggedWords([flagged[0]?.description])).toEqual(
      FLAGGED_WORDS.filter((word) => word !== 'free v-bucks'),
    );
  });

  it('include the owner with the demo reel and the portfolio', () => {
    const owner = dataset.channelByHandle('JordanValeEdits');
    expect(owner?.id).toBe(ownerChannelId);
    expect(owner?.title).toBe('Jordan Vale');
    const uploads = dataset.uploadsOf(ownerChannelId).map((video) => video.id);
    expect(uploads).toContain(demoReelVideoId);
    for (const { id } of portfolioVideos) expect(uploads).toContain(id);
    expect(dataset.playlist(portfolioPlaylistId)?.videoIds).toEqual(
      expect.arrayContaining(portfolioVideos.map((video) => video.id)),
    );
  });
});

describe('videos', () => {
  const videos = dataset.videos;

  it('number at least 400 with unique ids', () => {
    expect(videos.length).toBeGreaterThanOrEqual(400);
    expect(new Set(videos.map((video) => video.id)).size).toBe(videos.length);
  });

  it('mix shorts and long-form, HD and SD, captions, tags, links', () => {
    expect(videos.some((video) => video.durationSeconds <= 60)).toBe(true);
    expect(videos.some((video) => video.durationSeconds > 60)).toBe(true);
    expect(new Set(videos.map((video) => video.definition))).toEqual(new Set(['hd', 'sd']));
    expect(new Set(videos.map((video) => video.caption))).toEqual(new Set([true, false]));
    expect(videos.some((video) => video.tags === undefined)).toBe(true);
    expect(videos.some((video) => (video.tags?.length ?? 0) >= 20)).toBe(true);
    expect(videos.some((video) => /https?:\/\//.test(video.description))).toBe(true);
    expect(videos.some((video) => !/https?:\/\//.test(video.description))).toBe(true);
  });

  it('use standard categories and include outliers (views far above subscribers)', () => {
    const categoryIds = new Set(videoCategories.map((category) => category.id));
    for (const video of videos) expect(categoryIds.has(video.categoryId)).toBe(true);
    const outliers = videos.filter((video) => {
      const channel = dataset.channel(video.channelId);
      return channel && video.viewCount > channel.subscriberCount * 10;
    });
    expect(outliers.length).toBeGreaterThanOrEqual(3);
  });

  it('include one with comments disabled (no commentCount)', () => {
    const disabled = videos.filter((video) => video.commentCount === undefined);
    expect(disabled.map((video) => video.id)).toEqual([commentsDisabledVideoId]);
  });

  it('have a chart of at least 12', () => {
    expect(dataset.mostPopular.length).toBeGreaterThanOrEqual(12);
  });
});

describe('playlists and comments', () => {
  it('give every channel with uploads an uploads playlist, and the empty channel none', () => {
    for (const channel of dataset.channels.filter((c) => c.videoCount > 0)) {
      expect(dataset.playlist(uploadsPlaylistId(channel.id))?.videoIds).toHaveLength(
        channel.videoCount,
      );
    }
    // As on YouTube, an empty channel's uploads playlist cannot be read (404 playlistNotFound).
    expect(dataset.channels.filter((c) => c.videoCount === 0).map((c) => c.id)).toEqual([
      emptyChannelId,
    ]);
    expect(dataset.playlist(uploadsPlaylistId(emptyChannelId))).toBeUndefined();
  });

  it(`include a ${hugePlaylistSize}-item playlist`, () => {
    expect(dataset.playlists.some((list) => list.videoIds.length === hugePlaylistSize)).toBe(true);
  });

  it('give one video at least 1,500 comment threads, newest first', () => {
    const threads = dataset.threadsOf(commentHeavyVideoId);
    expect(threads.length).toBeGreaterThanOrEqual(1_500);
    const times = threads.map((thread) => thread.comment.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(dataset.threadsOf(commentsDisabledVideoId)).toHaveLength(0);
  });

  it('list every standard category the tools name', () => {
    const ids = dataset.categories.map((category) => category.id);
    expect(ids).toEqual(expect.arrayContaining(Object.keys(VIDEO_CATEGORY_NAMES)));
  });
});

describe('variety fixtures', () => {
  const reference = Date.parse('2026-11-15T12:00:00Z');

  it.each([
    [freshChannelId, freshLatestVideoId, 3 * dayMs, '3 days ago'],
    [steadyChannelId, steadyLatestVideoId, 17.5 * dayMs, '2 weeks ago'],
    [dormantChannelId, dormantLatestVideoId, 92 * dayMs, '3 months ago'],
  ])('%s last uploaded %s, %d ms before the reference time', (channelId, videoId, age, text) => {
    for (const referenceTime of [reference, Date.parse('2027-02-01T00:00:00Z')]) {
      const latest = createDataset({ referenceTime }).uploadsOf(channelId)[0];
      expect(latest?.id).toBe(videoId);
      expect(referenceTime - Date.parse(latest?.publishedAt ?? '')).toBe(age);
      expect(relativeTime(latest?.publishedAt ?? '', referenceTime)).toBe(text);
    }
  });

  it('include a channel with no uploads, no trailer and no keywords', () => {
    const empty = dataset.channel(emptyChannelId);
    expect(empty).toMatchObject({ videoCount: 0, viewCount: 0, keywords: [] });
    expect(empty?.trailerVideoId).toBeUndefined();
    expect(dataset.uploadsOf(emptyChannelId)).toEqual([]);
    expect(dataset.playlistsOf(emptyChannelId)).toEqual([]);
  });

  it('include a playlist of several channels and languages with deleted and private items', () => {
    const playlist = dataset.playlist(mixedPlaylistId);
    expect(playlist?.channelId).toBe(freshChannelId);
    expect(dataset.playlistsOf(freshChannelId).map((list) => list.id)).toEqual([mixedPlaylistId]);
    const ids = playlist?.videoIds ?? [];
    expect(ids).toHaveLength(12);
    expect(playlist?.addedAt).toHaveLength(12);
    expect(ids.filter((id) => dataset.unavailableVideo(id) === 'deleted')).toEqual([
      ...deletedVideoIds,
    ]);
    expect(ids.filter((id) => dataset.unavailableVideo(id) === 'private')).toEqual([
      privateVideoId,
    ]);
    const playable = ids.flatMap((id) => dataset.video(id) ?? []);
    expect(playable).toHaveLength(9);
    expect(new Set(playable.map((video) => video.channelId)).size).toBeGreaterThanOrEqual(4);
    const languages = new Set(
      playable.map((video) => video.defaultLanguage ?? video.defaultAudioLanguage),
    );
    expect(languages).toEqual(new Set(['en', 'es', 'ja', 'fr', undefined]));
    // Unavailable videos never play: videos.list and search leave them out.
    for (const id of [...deletedVideoIds, privateVideoId])
      expect(dataset.video(id)).toBeUndefined();
  });

  it('include a video with comments enabled and none written', () => {
    expect(dataset.video(noCommentsVideoId)?.commentCount).toBe(0);
    expect(dataset.threadsOf(noCommentsVideoId)).toEqual([]);
  });

  it('keep their ids whatever the seed', () => {
    const other = createDataset({ seed: 7 });
    expect(other.uploadsOf(freshChannelId)[0]?.id).toBe(freshLatestVideoId);
    expect(other.playlist(mixedPlaylistId)?.videoIds).toEqual(
      dataset.playlist(mixedPlaylistId)?.videoIds,
    );
  });
});
