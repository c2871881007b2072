import { describe, expect, it } from 'vitest';
import {
  averageOfReported,
  languageName,
  playlistAnalysisSummary,
  speedDurations,
  summarizePlaylist,
  topTags,
  type PlaylistVideo,
} from './playlistAnalysis';

const video = (id: string, overrides: Partial<PlaylistVideo> = {}): PlaylistVideo => ({
  id,
  title: `Video ${id}`,
  channelId: 'UCa',
  publishedAt: '2026-01-01T00:00:00Z',
  durationSeconds: 600,
  views: 1000,
  likes: 100,
  comments: 10,
  tags: [],
  categoryId: '27',
  language: 'en',
  ...overrides,
});

const videos = [
  video('a', {
    views: 300,
    likes: null,
    comments: 4,
    publishedAt: '2024-05-01T00:00:00Z',
    tags: ['Editing', 'premiere', 'b-roll'],
    durationSeconds: 300,
  }),
  video('b', {
    views: 900,
    likes: 60,
    comments: null,
    channelId: 'UCb',
    publishedAt: '2026-02-01T00:00:00Z',
    tags: ['editing', 'Color', 'premiere', 'EDITING'],
    categoryId: '1',
    language: 'es',
    durationSeconds: 900,
  }),
  video('c', {
    views: 600,
    likes: 30,
    comments: 8,
    publishedAt: '2025-03-01T00:00:00Z',
    tags: ['editing', 'color', 'sound', 'pacing', 'hooks'],
    categoryId: '99',
    language: null,
    durationSeconds: 1200,
  }),
];

const summary = summarizePlaylist({
  playlistId: 'PLtest',
  items: 5,
  unavailable: 2,
  videos,
  channels: [
    { id: 'UCa', title: 'Alpha', subscribers: 5000 },
    { id: 'UCb', title: 'Beta', subscribers: null },
  ],
});

describe('summarizePlaylist', () => {
  it('counts unavailable items apart and sums the playable videos only', () => {
    expect(summary).toMatchObject({ items: 5, videos: 3, unavailable: 2, totalViews: 1800 });
    expect(summary.averageViews).toBe(600);
  });

  it('averages likes and comments over the videos that report them', () => {
    expect(summary.averageLikes).toBe(45);
    expect(summary.likesReported).toBe(2);
    expect(summary.averageComments).toBe(6);
    expect(summary.commentsReported).toBe(2);
  });

  it('finds the oldest, newest, most and least viewed video', () => {
    expect(summary.oldest?.id).toBe('a');
    expect(summary.newest?.id).toBe('b');
    expect(summary.mostViewed?.id).toBe('b');
    expect(summary.leastViewed?.id).toBe('a');
  });

  it('adds the running time, the average length and the time at faster speeds', () => {
    expect(summary.totalDurationSeconds).toBe(2400);
    expect(summary.averageDurationSeconds).toBe(800);
    expect(summary.speeds).toEqual([
      { speed: 1.25, seconds: 1920 },
      { speed: 1.5, seconds: 1600 },
      { speed: 1.75, seconds: 1371 },
      { speed: 2, seconds: 1200 },
    ]);
  });

  it('lists the channels with their subscribers (null when hidden), most videos first', () => {
    expect(summary.channels).toEqual([
      { id: 'UCa', title: 'Alpha', subscribers: 5000, videos: 2 },
      { id: 'UCb', title: 'Beta', subscribers: null, videos: 1 },
    ]);
  });

  it('names categories from the 15-id map and languages from their codes', () => {
    expect(summary.categories).toEqual([
      { name: 'Education', count: 1 },
      { name: 'Film & Animation', count: 1 },
      { name: 'Other', count: 1 },
    ]);
    expect(summary.languages).toEqual([
      { name: 'English', count: 1 },
      { name: 'Not stated', count: 1 },
      { name: 'Spanish', count: 1 },
    ]);
  });

  it('gives no averages and no extremes for an empty playlist', () => {
    const empty = summarizePlaylist({
      playlistId: 'PLempty',
      items: 0,
      unavailable: 0,
      videos: [],
      channels: [],
    });
    expect(empty).toMatchObject({
      videos: 0,
      totalViews: 0,
      averageViews: null,
      averageLikes: null,
      averageComments: null,
      averageDurationSeconds: null,
      oldest: null,
      mostViewed: null,
      topTags: [],
    });
  });
});

describe('topTags', () => {
  it('keeps the 5 tags most videos carry, case-insensitive, once per video', () => {
    expect(topTags(videos)).toEqual([
      { name: 'Editing', count: 3 },
      { name: 'Color', count: 2 },
      { name: 'premiere', count: 2 },
      { name: 'b-roll', count: 1 },
      { name: 'hooks', count: 1 },
    ]);
  });
});

describe('averageOfReported', () => {
  it('skips the videos that do not report the count', () => {
    expect(averageOfReported([10, null, 20])).toEqual({ average: 15, reported: 2 });
    expect(averageOfReported([null])).toEqual({ average: null, reported: 0 });
  });
});

describe('speedDurations', () => {
  it('divides the running time by 1.25, 1.5, 1.75 and 2', () => {
    expect(speedDurations(3600).map((row) => row.seconds)).toEqual([2880, 2400, 2057, 1800]);
  });
});

describe('languageName', () => {
  it('names a language code, and keeps an unknown one as given', () => {
    expect(languageName('ja')).toBe('Japanese');
    expect(languageName('fr')).toBe('French');
    expect(languageName('not a code!')).toBe('not a code!');
  });
});

describe('playlistAnalysisSummary', () => {
  it('says how many videos and how many unavailable', () => {
    expect(playlistAnalysisSummary({ kind: 'summary', summary })).toBe(
      'Playlist summary ready: 3 videos, 2 unavailable.',
    );
    expect(playlistAnalysisSummary({ kind: 'single-video', videoId: 'abcdefghijk' })).toBe(
      'This link is a single video, not a playlist.',
    );
  });
});
