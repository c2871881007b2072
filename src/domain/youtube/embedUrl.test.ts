import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl } from './embedUrl';

describe('youtubeEmbedUrl', () => {
  it('builds the autoplaying privacy-enhanced embed URL', () => {
    expect(youtubeEmbedUrl('JVreel2025a', { autoplay: true })).toBe(
      'https://www.youtube-nocookie.com/embed/JVreel2025a?autoplay=1&rel=0',
    );
  });

  it('leaves autoplay off unless asked', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    );
  });

  it('trims the id and encodes anything that could break out of the path', () => {
    expect(youtubeEmbedUrl(' abc/../x?y ', { autoplay: true })).toBe(
      'https://www.youtube-nocookie.com/embed/abc%2F..%2Fx%3Fy?autoplay=1&rel=0',
    );
  });

  it('rejects an empty id', () => {
    expect(() => youtubeEmbedUrl('  ')).toThrow(/empty/);
  });
});
