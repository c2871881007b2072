import { describe, expect, it } from 'vitest';
import { videoPosterUrl } from './posterUrl';

describe('videoPosterUrl', () => {
  it('is YouTube’s public thumbnail for the live service', () => {
    expect(
      videoPosterUrl('dQw4w9WgXcQ', {
        source: 'live',
        apiBase: 'https://www.googleapis.com/youtube/v3',
      }),
    ).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  });

  it('is the emulator’s picture beside its API on the sandbox', () => {
    expect(
      videoPosterUrl('pvY5sA1gH9c', {
        source: 'sandbox',
        apiBase: 'http://127.0.0.1:4173/sandbox/youtube/v3',
      }),
    ).toBe('http://127.0.0.1:4173/sandbox/youtube/thumbs/pvY5sA1gH9c/high.svg');
  });
});
