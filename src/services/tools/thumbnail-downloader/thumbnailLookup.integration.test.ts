/** The thumbnail downloader's run against the YouTube emulator: picks, quota and failures. */
import { describe, expect, it } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import { THUMBNAIL_MESSAGES } from '@/domain/tools/thumbnail-downloader/thumbnailLookup';
import { createDataset } from '../../../../sandbox/youtube/dataset';
import { demoReelVideoId } from '../../../../sandbox/youtube/dataset/fixedContent';
import { lookUpThumbnail } from './thumbnailLookup';
import { withToolFailures } from '@/services/tool-kit/youtubeFailures';
import { freshSignal, useYouTubeSandbox } from '@/services/tool-kit/youtubeSandbox.testkit';

describe('lookUpThumbnail against the sandbox', () => {
  const client = useYouTubeSandbox();

  it('reads an HD video for 1 quota unit and picks its maxres image, which loads', async () => {
    const { result, units, requests } = await client().withMeter((yt) =>
      lookUpThumbnail(yt, demoReelVideoId, freshSignal()),
    );
    expect(result).toMatchObject({
      videoId: demoReelVideoId,
      title: 'Jordan Vale — Editing Demo Reel 2025',
      filename: 'jordan_vale___editing_demo_reel_2025_thumbnail.jpg',
      width: 1280,
      height: 720,
    });
    expect(result.imageUrl).toMatch(/\/thumbs\/JVreel2025a\/maxres\.svg$/);
    expect(units).toBe(1);
    expect(requests).toBe(1);
    const image = await fetch(result.imageUrl);
    expect(image.ok).toBe(true);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('falls back to the high image for an SD video (no maxres)', async () => {
    const sd = createDataset().videos.find((video) => video.definition === 'sd');
    if (!sd) throw new Error('the sandbox dataset has no SD video');
    const result = await lookUpThumbnail(client(), sd.id, freshSignal());
    expect(result.imageUrl).toMatch(/\/high\.svg$/);
    expect(result).toMatchObject({ width: 480, height: 360, title: sd.title });
  });

  it("answers an id YouTube does not know with 'Video not found', not worth retrying", async () => {
    const failure: unknown = await lookUpThumbnail(client(), 'zzzzzzzzzzz', freshSignal()).catch(
      (error: unknown) => error,
    );
    expect(isToolFailure(failure) && failure.message).toBe(THUMBNAIL_MESSAGES.videoNotFound);
    expect(isToolFailure(failure) && failure.retryable).toBe(false);
  });

  it('explains a used-up quota instead of a generic failure', async () => {
    const failure: unknown = await withToolFailures(() =>
      lookUpThumbnail(client('sandbox-quota-exceeded'), demoReelVideoId, freshSignal()),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toMatch(/quota/i);
    expect(isToolFailure(failure) && failure.retryable).toBe(true);
  });
});
