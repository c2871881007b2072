/** The video analyzer's run against the YouTube emulator: results, quota and failures. */
import { describe, expect, it } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import {
  commentsDisabledVideoId,
  demoReelVideoId,
} from '../../../../sandbox/youtube/dataset/fixedContent';
import { VIDEO_ANALYZER_MESSAGES } from '@/domain/tools/video-analyzer/videoAnalysis';
import { analyzeVideo } from './videoAnalysis';
import { withToolFailures } from '@/services/tool-kit/youtubeFailures';
import { freshSignal, useYouTubeSandbox } from '@/services/tool-kit/youtubeSandbox.testkit';

describe('analyzeVideo against the sandbox', () => {
  const client = useYouTubeSandbox();

  it('reads the video, its channel and its category for 3 quota units', async () => {
    const { result, units, requests } = await client().withMeter((yt) =>
      analyzeVideo(yt, demoReelVideoId, freshSignal()),
    );
    expect(result.videoId).toBe(demoReelVideoId);
    expect(result.title).not.toBe('');
    expect(result.channelTitle).not.toBe('');
    expect(result.thumbnailUrl).toMatch(/^http/);
    expect(result.metrics.views).toBeGreaterThan(0);
    expect(result.metrics.subscribers).toBeGreaterThan(0);
    expect(result.metrics.category).not.toBeNull();
    expect(result.metrics.videoLength).toBeGreaterThan(0);
    expect(result.metrics.estimatedRevenue.max).toBeGreaterThanOrEqual(
      result.metrics.estimatedRevenue.min,
    );
    expect(units).toBe(3);
    expect(requests).toBe(3);
  });

  it('says comments are turned off (no count) and lists it among the drawbacks', async () => {
    const result = await analyzeVideo(client(), commentsDisabledVideoId, freshSignal());
    expect(result.metrics.comments).toBeNull();
    expect(result.metrics.drawbacks.map((item) => item.id)).toContain('comments');
    expect(result.metrics.achievements.map((item) => item.id)).not.toContain('comments');
  });

  it("answers an id YouTube does not know with 'Video not found', not worth retrying", async () => {
    const failure: unknown = await analyzeVideo(client(), 'zzzzzzzzzzz', freshSignal()).catch(
      (error: unknown) => error,
    );
    expect(isToolFailure(failure) && failure.message).toBe(VIDEO_ANALYZER_MESSAGES.videoNotFound);
    expect(isToolFailure(failure) && failure.retryable).toBe(false);
  });

  it('explains a used-up quota instead of a generic failure', async () => {
    const failure: unknown = await withToolFailures(() =>
      analyzeVideo(client('sandbox-quota-exceeded'), demoReelVideoId, freshSignal()),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toMatch(/quota/i);
    expect(isToolFailure(failure) && failure.retryable).toBe(true);
  });
});
