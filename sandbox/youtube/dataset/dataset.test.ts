// @vitest-environment node
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
import { flaggedWords } from './flaggedWords.ts';
import { createDataset } from './index.ts';
import { hugePlaylistSize, uploadsPlaylistId } from './playlists.ts';
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
    const flagged = dataset.channels.filter((channel) =>
      flaggedWords.some((word) => channel.description.toLowerCase().includes(word)),
    );
    expect(flagged).toHaveLength(1);
    expect(flaggedWords).toHaveLength(8);
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
  it('give every channel an uploads playlist', () => {
    for (const channel of dataset.channels) {
      expect(dataset.playlist(uploadsPlaylistId(channel.id))?.videoIds).toHaveLength(
        channel.videoCount,
      );
    }
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

  it('list every standard category', () => {
    const ids = dataset.categories.map((category) => category.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        '1',
        '2',
        '10',
        '15',
        '17',
        '19',
        '20',
        '22',
        '23',
        '24',
        '25',
        '26',
        '27',
        '28',
        '29',
      ]),
    );
  });
});
