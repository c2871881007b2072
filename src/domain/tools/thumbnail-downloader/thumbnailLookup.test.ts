import { describe, expect, it } from 'vitest';
import { toThumbnailLookup } from './thumbnailLookup';

const base = 'https://i.ytimg.com/vi/dQw4w9WgXcQ';

describe('toThumbnailLookup', () => {
  it('shows the largest picked image with its size and the documented file name', () => {
    expect(
      toThumbnailLookup('dQw4w9WgXcQ', 'My Video: Part 2!', {
        high: { url: `${base}/hqdefault.jpg`, width: 480, height: 360 },
        maxres: { url: `${base}/maxresdefault.jpg`, width: 1280, height: 720 },
      }),
    ).toEqual({
      videoId: 'dQw4w9WgXcQ',
      title: 'My Video: Part 2!',
      imageUrl: `${base}/maxresdefault.jpg`,
      filename: 'my_video__part_2__thumbnail.jpg',
      width: 1280,
      height: 720,
    });
  });

  it('takes the size of the image it picked, not of another one', () => {
    const lookup = toThumbnailLookup('dQw4w9WgXcQ', 'Title', {
      standard: { url: `${base}/sddefault.jpg`, width: 640, height: 480 },
      high: { url: `${base}/hqdefault.jpg`, width: 480, height: 360 },
    });
    expect(lookup).toMatchObject({ imageUrl: `${base}/hqdefault.jpg`, width: 480, height: 360 });
  });

  it('leaves the size unknown when the platform does not state it', () => {
    const lookup = toThumbnailLookup('dQw4w9WgXcQ', 'Title', { high: { url: `${base}/hq.jpg` } });
    expect(lookup).toMatchObject({ width: null, height: null });
  });

  it('has nothing to show for a video with only the small thumbnails', () => {
    expect(
      toThumbnailLookup('dQw4w9WgXcQ', 'Title', { default: { url: `${base}/default.jpg` } }),
    ).toBeNull();
    expect(toThumbnailLookup('dQw4w9WgXcQ', 'Title', undefined)).toBeNull();
  });
});
