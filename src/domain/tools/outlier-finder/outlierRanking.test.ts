import { describe, expect, it } from 'vitest';
import type { OutlierCandidate } from './outlierFinder';
import {
  formatOutlierRatio,
  isOfType,
  leftOutNotice,
  outlierBadgeColor,
  outlierRatio,
  rankOutliers,
} from './outlierRanking';

const candidate = (
  videoId: string,
  views: number,
  subscribers: number | null,
  durationSeconds = 600,
): OutlierCandidate => ({
  videoId,
  title: videoId,
  channelId: `UC${videoId}`,
  channelTitle: videoId,
  thumbnailUrl: null,
  durationSeconds,
  views,
  subscribers,
});

describe('isOfType: Shorts are 60 seconds or less, Videos longer (docs/product.md)', () => {
  it.each([
    [0, 'shorts', true],
    [60, 'shorts', true],
    [61, 'shorts', false],
    [60, 'videos', false],
    [61, 'videos', true],
  ] as const)('%d s is of type %s: %s', (seconds, type, expected) => {
    expect(isOfType(seconds, type)).toBe(expected);
  });
});

describe('outlierRatio (views ÷ subscribers, subscribers default to 1)', () => {
  it('divides views by subscribers', () => {
    expect(outlierRatio(12_400, 1_000)).toBeCloseTo(12.4);
  });
  it('takes a count of 0 as 1 subscriber', () => {
    expect(outlierRatio(500, 0)).toBe(500);
  });
});

describe('rankOutliers', () => {
  it('keeps the top 6 by ratio, highest first', () => {
    const candidates = [1, 8, 3, 7, 2, 9, 5, 4].map((n) => candidate(`v${n}`, n * 100, 10));
    const { videos, leftOut, ofType } = rankOutliers(candidates, 'videos');
    expect(videos.map((video) => video.videoId)).toEqual(['v9', 'v8', 'v7', 'v5', 'v4', 'v3']);
    expect(videos[0]?.ratio).toBe(90);
    expect(leftOut).toBe(0);
    expect(ofType).toBe(8);
  });

  it('ranks only the requested type', () => {
    const candidates = [candidate('long', 100, 1, 61), candidate('short', 999, 1, 60)];
    expect(rankOutliers(candidates, 'shorts').videos.map((video) => video.videoId)).toEqual([
      'short',
    ]);
    expect(rankOutliers(candidates, 'videos').videos.map((video) => video.videoId)).toEqual([
      'long',
    ]);
  });

  it('leaves out videos whose channel hides its count instead of ranking them as 1 subscriber', () => {
    const candidates = [
      candidate('hidden', 1_000_000, null),
      candidate('hiddenShort', 1_000_000, null, 30),
      candidate('shown', 5_000, 1_000),
    ];
    const { videos, leftOut, ofType } = rankOutliers(candidates, 'videos');
    expect(videos.map((video) => video.videoId)).toEqual(['shown']);
    expect(leftOut).toBe(1);
    expect(ofType).toBe(2);
  });

  it('tells "none of the type" apart from "all left out"', () => {
    expect(rankOutliers([candidate('short', 1, 1, 10)], 'videos').ofType).toBe(0);
    const allHidden = rankOutliers([candidate('hidden', 1, null)], 'videos');
    expect(allHidden).toMatchObject({ videos: [], leftOut: 1, ofType: 1 });
  });
});

describe('outlierBadgeColor (by the ratio rounded half up)', () => {
  it.each([
    [0, 'gray'],
    [9.49, 'gray'],
    [9.5, 'blue'],
    [10, 'blue'],
    [49.49, 'blue'],
    [49.5, 'purple'],
    [50, 'purple'],
    [99.49, 'purple'],
    [99.5, 'red'],
    [100, 'red'],
    [2_500, 'red'],
  ] as const)('%d → %s', (ratio, colour) => {
    expect(outlierBadgeColor(ratio)).toBe(colour);
  });
});

describe('formatOutlierRatio', () => {
  it.each([
    [12.44, '12.4x'],
    [12.45, '12.5x'],
    [3, '3x'],
    [1234.56, '1,234.6x'],
    [0.04, '0x'],
  ])('%d → %s', (ratio, text) => {
    expect(formatOutlierRatio(ratio)).toBe(text);
  });
});

describe('leftOutNotice', () => {
  it('says nothing when none were left out', () => {
    expect(leftOutNotice(0)).toBeNull();
  });
  it('says how many were left out, and why', () => {
    expect(leftOutNotice(1)).toBe('1 video left out: its channel hides its subscriber count');
    expect(leftOutNotice(2)).toBe('2 videos left out: their channels hide subscriber counts');
  });
});
