import { describe, expect, it } from 'vitest';
import { readVideoId } from './videoUrl';

const ID = 'dQw4w9WgXcQ';
const messages = { invalid: 'Not a video', blank: 'Enter a video' };

describe('readVideoId', () => {
  it('reads the id from a bare id or a link', () => {
    expect(readVideoId(`https://youtu.be/${ID}`, messages)).toEqual({ ok: true, value: ID });
    expect(readVideoId(ID, { invalid: 'Not a video' })).toEqual({ ok: true, value: ID });
  });

  it('says `blank` for an empty box when the tool has that message, `invalid` otherwise', () => {
    expect(readVideoId('  ', messages)).toEqual({ ok: false, error: 'Enter a video' });
    expect(readVideoId('  ', { invalid: 'Not a video' })).toEqual({
      ok: false,
      error: 'Not a video',
    });
    expect(readVideoId(null, { invalid: 'Not a video' })).toEqual({
      ok: false,
      error: 'Not a video',
    });
  });

  it('says `invalid` for text that holds no video', () => {
    expect(readVideoId('https://example.com/watch?v=x', messages)).toEqual({
      ok: false,
      error: 'Not a video',
    });
  });
});
