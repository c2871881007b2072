/** The outlier finder's run against the YouTube emulator: ranking, hidden counts, quota. */
import { describe, expect, it } from 'vitest';
import { createDataset } from '../../../../sandbox/youtube/dataset';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import { findOutliers } from './outlierSearch';
import { withToolFailures } from '@/services/tool-kit/youtubeFailures';
import { freshSignal, useYouTubeSandbox } from '@/services/tool-kit/youtubeSandbox.testkit';

const dataset = createDataset();
const quietFrame = dataset.channelByHandle('quietframefilms');

describe('findOutliers against the sandbox', () => {
  const client = useYouTubeSandbox();

  it("ranks 'film' videos in 3 requests and 102 units (search 100, videos 1, channels 1)", async () => {
    const { result, units, requests } = await client().withMeter((yt) =>
      findOutliers(yt, { query: 'film', type: 'videos' }, freshSignal()),
    );
    expect(units).toBe(102);
    expect(requests).toBe(3);
    expect(result.videos.length).toBeGreaterThan(0);
    expect(result.videos.length).toBeLessThanOrEqual(6);
    for (const video of result.videos) {
      expect(video.durationSeconds).toBeGreaterThan(60);
      expect(video.channelId).not.toBe(quietFrame?.id);
      expect(video.title).not.toMatch(/&(amp|#39|quot);/);
      expect(video.thumbnailUrl).toMatch(/^http/);
    }
    const ratios = result.videos.map((video) => video.ratio);
    expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
  });

  it('leaves out the videos of @quietframefilms, which hides its subscriber count', async () => {
    expect(quietFrame?.hiddenSubscriberCount).toBe(true);
    const result = await findOutliers(client(), { query: 'film', type: 'videos' }, freshSignal());
    expect(result.leftOut).toBeGreaterThan(0);
  });

  it('ranks only shorts (60 s or less) for the shorts type', async () => {
    const result = await findOutliers(client(), { query: 'film', type: 'shorts' }, freshSignal());
    expect(result.videos.length).toBeGreaterThan(0);
    for (const video of result.videos) expect(video.durationSeconds).toBeLessThanOrEqual(60);
  });

  it('leaves nothing out where no channel hides its count', async () => {
    const result = await findOutliers(
      client(),
      { query: 'editing', type: 'videos' },
      freshSignal(),
    );
    expect(result.leftOut).toBe(0);
    expect(result.videos).toHaveLength(6);
  });

  it("answers a query that matches nothing with 'No videos found'", async () => {
    const failure: unknown = await findOutliers(
      client(),
      { query: 'zzzzqqq', type: 'videos' },
      freshSignal(),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe('No videos found');
  });

  it('explains a used-up quota instead of a generic failure', async () => {
    const failure: unknown = await withToolFailures(() =>
      findOutliers(
        client('sandbox-quota-exceeded'),
        { query: 'film', type: 'videos' },
        freshSignal(),
      ),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toMatch(/quota/i);
  });
});
