import { describe, expect, it } from 'vitest';
import { readThumbnailInput } from './thumbnailInput';

const ID = 'dQw4w9WgXcQ';

describe('readThumbnailInput', () => {
  // Every link form is videoId.test.ts's; here, that the box reads one.
  it.each([ID, `https://youtu.be/${ID}`])('reads the id from %s', (text) => {
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
