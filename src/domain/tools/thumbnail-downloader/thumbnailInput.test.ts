import { describe, expect, it } from 'vitest';
import { readThumbnailInput } from './thumbnailInput';

const ID = 'dQw4w9WgXcQ';

describe('readThumbnailInput', () => {
  it.each([
    ID,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
  ])('reads the id from %s', (text) => {
    expect(readThumbnailInput(text)).toEqual({ ok: true, value: ID });
  });

  it.each(['', '   '])('asks for a link when blank (%j)', (text) => {
    expect(readThumbnailInput(text)).toEqual({
      ok: false,
      error: 'Please enter a YouTube video URL',
    });
  });

  it.each(['not a link', 'https://vimeo.com/123', `https://www.youtube.com/@${ID}`])(
    'rejects %s',
    (text) => {
      expect(readThumbnailInput(text)).toEqual({
        ok: false,
        error: 'Invalid YouTube URL. Please check the URL and try again.',
      });
    },
  );
});
