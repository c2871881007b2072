import { describe, expect, it } from 'vitest';
import {
  CHANNEL_UPLOADS_READ,
  COMPARISON_VIDEOS,
  LAYOUT_PRESETS,
  MIN_CHANNEL_VIDEO_SECONDS,
  pickChannelVideos,
  placeEntry,
  PREVIEW_DURATION,
  PREVIEW_META,
  randomPosition,
  readComparisonParams,
  shufflePosition,
  TRENDING_FETCHED,
  videoFigures,
  type ComparisonVideo,
  type ThumbnailEntry,
} from './thumbnailTest';

const video = (n: number): ComparisonVideo => ({
  id: `v${n}`,
  title: `Video ${n}`,
  channelTitle: 'Channel',
  thumbnailUrl: null,
  channelAvatarUrl: null,
  duration: null,
  meta: null,
});
const eleven = Array.from({ length: 11 }, (_, n) => video(n));
const entry: ThumbnailEntry = {
  title: 'Mine',
  thumbnailUrl: 'blob:x',
  profilePictureUrl: null,
  channelTitle: 'Your channel',
};
/** A random source that answers the given values in turn. */
const sequence =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0;

describe('thumbnail tester constants (docs/product.md, thumbnail-tester)', () => {
  it('fetches 12 trending videos and uses 11; reads 50 uploads, keeps 61 s or longer', () => {
    expect(TRENDING_FETCHED).toBe(12);
    expect(COMPARISON_VIDEOS).toBe(11);
    expect(CHANNEL_UPLOADS_READ).toBe(50);
    expect(MIN_CHANNEL_VIDEO_SECONDS).toBe(61);
  });

  it('previews four layouts, only Home: Large with the profile picture', () => {
    expect(LAYOUT_PRESETS.map((layout) => layout.name)).toEqual([
      'Home: Large',
      'Home: Small',
      'Sidebar',
      'Mobile: Column',
    ]);
    expect(LAYOUT_PRESETS.filter((layout) => layout.showProfile).map((l) => l.name)).toEqual([
      'Home: Large',
    ]);
    expect(PREVIEW_DURATION).toBe('14:56');
    expect(PREVIEW_META).toBe('123K views • 1 hour ago');
  });
});

describe('readComparisonParams (docs/product.md, thumbnail-tester)', () => {
  it('needs nothing for trending', () => {
    expect(readComparisonParams({ source: 'trending', channel: '' })).toEqual({
      ok: true,
      value: { source: 'trending' },
    });
  });

  it("answers a blank channel with 'Please enter a channel URL'", () => {
    expect(readComparisonParams({ source: 'channel', channel: '' })).toEqual({
      ok: false,
      error: 'Please enter a channel URL',
    });
  });

  it("answers an unreadable one with 'Please enter a valid YouTube channel URL'", () => {
    expect(readComparisonParams({ source: 'channel', channel: 'https://vimeo.com/x' })).toEqual({
      ok: false,
      error: 'Please enter a valid YouTube channel URL',
    });
  });

  it('reads a handle link', () => {
    expect(
      readComparisonParams({ source: 'channel', channel: 'https://www.youtube.com/@mayacodes' }),
    ).toEqual({
      ok: true,
      value: { source: 'channel', channel: { kind: 'handle', handle: 'mayacodes' } },
    });
  });
});

describe('random placement', () => {
  it('picks any of the 12 slots from the random source', () => {
    expect(randomPosition(() => 0, 12)).toBe(0);
    expect(randomPosition(() => 0.5, 12)).toBe(6);
    expect(randomPosition(() => 0.9999, 12)).toBe(11);
    expect(randomPosition(() => 1, 12)).toBe(11);
    expect(randomPosition(() => 0.7, 1)).toBe(0);
  });

  it('places the entry among the 11 videos at that slot, keeping their order', () => {
    const tiles = placeEntry(eleven, entry, 4);
    expect(tiles).toHaveLength(12);
    expect(tiles.findIndex((tile) => tile.isUser)).toBe(4);
    expect(tiles.flatMap((tile) => (tile.isUser ? [] : [tile.video.id]))).toEqual(
      eleven.map((v) => v.id),
    );
    expect(placeEntry(eleven, entry, 99).findIndex((tile) => tile.isUser)).toBe(11);
    expect(placeEntry([], entry, 3)).toEqual([{ isUser: true, entry }]);
  });
});

describe('shufflePosition', () => {
  it('always moves the entry to another slot', () => {
    for (let current = 0; current < 12; current += 1) {
      for (const r of [0, 0.3, 0.5, 0.99]) {
        const next = shufflePosition(() => r, 12, current);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(12);
      }
    }
  });

  it('is deterministic with a fixed source', () => {
    const random = sequence(0, 0.5, 0.99);
    expect(shufflePosition(random, 12, 0)).toBe(1);
    expect(shufflePosition(random, 12, 1)).toBe(6);
    expect(shufflePosition(random, 12, 6)).toBe(11);
  });

  it('stays put when there is only one slot', () => {
    expect(shufflePosition(() => 0.5, 1, 0)).toBe(0);
  });
});

describe('pickChannelVideos (docs/product.md, thumbnail-tester)', () => {
  it('keeps only videos of at least 61 s', () => {
    const uploads = [
      { id: 'a', durationSeconds: 60 },
      { id: 'b', durationSeconds: 61 },
      { id: 'c', durationSeconds: 30 },
      { id: 'd', durationSeconds: null },
      { id: 'e', durationSeconds: 600 },
    ];
    expect(pickChannelVideos(uploads).map((v) => v.id)).toEqual(['b', 'e']);
  });

  it('takes the first 11 of them', () => {
    const uploads = Array.from({ length: 50 }, (_, n) => ({
      id: `u${n}`,
      durationSeconds: 61 + n,
    }));
    const picked = pickChannelVideos(uploads);
    expect(picked).toHaveLength(11);
    expect(picked[0]?.id).toBe('u0');
    expect(picked[10]?.id).toBe('u10');
  });
});

describe('videoFigures: a real tile written like the visitor’s', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('gives the duration badge and the views and age line', () => {
    expect(
      videoFigures(
        { viewCount: 1_200_000, durationSeconds: 724, publishedAt: '2026-03-07T12:00:00Z' },
        now,
      ),
    ).toEqual({ duration: '12:04', meta: '1.2M views • 3 days ago' });
  });
  it('leaves out what YouTube did not say: hidden views, no duration (a live stream)', () => {
    expect(
      videoFigures(
        { viewCount: null, durationSeconds: 0, publishedAt: '2026-03-10T11:00:00Z' },
        now,
      ),
    ).toEqual({ duration: null, meta: '1 hour ago' });
    expect(
      videoFigures({ viewCount: null, durationSeconds: null, publishedAt: null }, now),
    ).toEqual({ duration: null, meta: null });
  });
});
