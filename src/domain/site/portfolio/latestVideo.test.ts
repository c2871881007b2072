import { describe, expect, it } from 'vitest';
import { LATEST_VIDEO_MIN_SECONDS, LATEST_VIDEO_RESULTS, pickLatestLongVideo } from './latestVideo';

describe('pickLatestLongVideo', () => {
  it('uses the documented numbers: 10 results, 60 seconds or longer', () => {
    expect(LATEST_VIDEO_RESULTS).toBe(10);
    expect(LATEST_VIDEO_MIN_SECONDS).toBe(60);
  });

  it('picks the first video of 60 seconds or longer, in the order given', () => {
    const videos = [
      { id: 'short1', durationSeconds: 45 },
      { id: 'short2', durationSeconds: 59 },
      { id: 'long1', durationSeconds: 600 },
      { id: 'long2', durationSeconds: 900 },
    ];
    expect(pickLatestLongVideo(videos)?.id).toBe('long1');
  });

  it('counts exactly 60 seconds as long enough', () => {
    expect(pickLatestLongVideo([{ id: 'edge', durationSeconds: 60 }])?.id).toBe('edge');
  });

  it('passes over live placeholders and unknown durations', () => {
    const videos = [
      { id: 'live', durationSeconds: 0 },
      { id: 'unknown', durationSeconds: null },
      { id: 'broken', durationSeconds: Number.NaN },
      { id: 'long', durationSeconds: 61 },
    ];
    expect(pickLatestLongVideo(videos)?.id).toBe('long');
  });

  it('is null when every result is short, or there are none', () => {
    expect(pickLatestLongVideo([{ id: 'a', durationSeconds: 30 }])).toBeNull();
    expect(pickLatestLongVideo([])).toBeNull();
  });

  it('takes another minimum and keeps the caller’s extra fields', () => {
    const videos = [
      { id: 'a', durationSeconds: 100, title: 'First' },
      { id: 'b', durationSeconds: 200, title: 'Second' },
    ];
    expect(pickLatestLongVideo(videos, 150)).toEqual({
      id: 'b',
      durationSeconds: 200,
      title: 'Second',
    });
  });
});
