import { describe, expect, it } from 'vitest';
import {
  readTranscriptInput,
  TRANSCRIPT_MESSAGES,
  transcriptText,
  videoIdForTranscript,
} from './transcript';

describe('transcript viewer input (docs/product.md, youtube-transcript)', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/embed/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads %s', (text, id) => {
    expect(readTranscriptInput(text)).toEqual({ ok: true, value: id });
  });

  it.each(['https://vimeo.com/12345', 'not a video', ''])(
    'answers %j with the documented message',
    (text) => {
      expect(readTranscriptInput(text)).toEqual({
        ok: false,
        error: 'Invalid YouTube URL. Please check the URL and try again.',
      });
    },
  );

  it('reads the route parameter the same way', () => {
    expect(videoIdForTranscript('dQw4w9WgXcQ')).toEqual({ ok: true, value: 'dQw4w9WgXcQ' });
    expect(videoIdForTranscript(undefined)).toEqual({
      ok: false,
      error: TRANSCRIPT_MESSAGES.invalid,
    });
  });
});

describe('the documented texts', () => {
  it('are exact', () => {
    expect(TRANSCRIPT_MESSAGES).toMatchObject({
      failed: 'Failed to load transcript. The video might not have captions available.',
      fetchFailed: 'Failed to fetch captions',
      noTranscript: 'No transcript found',
      captioned: 'Video loaded with captions',
    });
  });
});

describe('transcriptText (text elements concatenated)', () => {
  it('joins the cues with single spaces and skips empty ones', () => {
    expect(
      transcriptText([
        { startMs: 0, endMs: 1000, text: 'Hello' },
        { startMs: 1000, endMs: 2000, text: '' },
        { startMs: 2000, endMs: 3000, text: 'world' },
      ]),
    ).toBe('Hello world');
  });
});
