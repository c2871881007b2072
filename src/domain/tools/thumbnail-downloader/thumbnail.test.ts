import { describe, expect, it } from 'vitest';
import { pickBestThumbnail, thumbnailFilename, type ThumbnailSet } from './thumbnail';

const img = (name: string) => ({ url: `https://i.ytimg.com/vi/ID/${name}.jpg` });
const all: ThumbnailSet = {
  default: img('default'),
  medium: img('mqdefault'),
  high: img('hqdefault'),
  standard: img('sddefault'),
  maxres: img('maxresdefault'),
};

describe('pickBestThumbnail', () => {
  it('takes maxres first', () => {
    expect(pickBestThumbnail(all)).toBe('https://i.ytimg.com/vi/ID/maxresdefault.jpg');
  });

  it('then high (before standard, as the docs order them)', () => {
    expect(pickBestThumbnail({ ...all, maxres: undefined })).toBe(
      'https://i.ytimg.com/vi/ID/hqdefault.jpg',
    );
  });

  it('then standard', () => {
    expect(pickBestThumbnail({ standard: img('sddefault'), medium: img('mqdefault') })).toBe(
      'https://i.ytimg.com/vi/ID/sddefault.jpg',
    );
  });

  it('skips an empty URL', () => {
    expect(pickBestThumbnail({ maxres: { url: ' ' }, high: img('hqdefault') })).toBe(
      'https://i.ytimg.com/vi/ID/hqdefault.jpg',
    );
  });

  it('has no pick without maxres, high or standard', () => {
    expect(pickBestThumbnail({ default: img('default'), medium: img('mqdefault') })).toBeNull();
    expect(pickBestThumbnail({})).toBeNull();
    expect(pickBestThumbnail(undefined)).toBeNull();
    expect(pickBestThumbnail(null)).toBeNull();
  });
});

describe('thumbnailFilename', () => {
  it.each([
    ['My Video: Part 2!', 'my_video__part_2__thumbnail.jpg'],
    ['HELLO', 'hello_thumbnail.jpg'],
    ['a-b_c.d e', 'a_b_c_d_e_thumbnail.jpg'],
    ['Café Tour 2025', 'café_tour_2025_thumbnail.jpg'],
    ['東京 Vlog 🎬', '東京_vlog___thumbnail.jpg'],
    ['', '_thumbnail.jpg'],
  ])('%j saves as %j', (title, filename) => {
    expect(thumbnailFilename(title)).toBe(filename);
  });

  it('cuts the name to 50 characters before the suffix', () => {
    expect(thumbnailFilename('a'.repeat(50))).toBe(`${'a'.repeat(50)}_thumbnail.jpg`);
    expect(thumbnailFilename('B'.repeat(51))).toBe(`${'b'.repeat(50)}_thumbnail.jpg`);
    expect(thumbnailFilename(`${'x'.repeat(49)}?!`)).toBe(`${'x'.repeat(49)}__thumbnail.jpg`);
    expect(thumbnailFilename('日'.repeat(60))).toBe(`${'日'.repeat(50)}_thumbnail.jpg`);
  });
});
