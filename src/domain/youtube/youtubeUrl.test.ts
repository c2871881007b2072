import { describe, expect, it } from 'vitest';
import { MAX_INPUT_LENGTH, parseYoutubeUrl, YOUTUBE_HOSTS } from './youtubeUrl';

describe('parseYoutubeUrl', () => {
  it.each<[string, string, string[]]>([
    ['youtube.com', 'youtube.com', []],
    ['https://WWW.YouTube.com/', 'www.youtube.com', []],
    ['//m.youtube.com/@x/videos/', 'm.youtube.com', ['@x', 'videos']],
    ['http://youtube.com/c/%E3%83%86?q=1#f', 'youtube.com', ['c', '%E3%83%86']],
  ])('reads %s', (input, host, segments) => {
    const url = parseYoutubeUrl(input, YOUTUBE_HOSTS);
    expect(url?.host).toBe(host);
    expect(url?.segments).toEqual(segments);
  });

  it.each([
    '',
    'music.youtube.com/watch',
    'javascript:alert(1)',
    'mailto:a@youtube.com',
    'https://youtube.com:443/',
    'https://a@youtube.com/',
    'https://youtube.com/a b',
    'https://youtube.com/\u202Eevil',
    `youtube.com/${'a'.repeat(MAX_INPUT_LENGTH)}`,
  ])('rejects %j', (input) => {
    expect(parseYoutubeUrl(input, YOUTUBE_HOSTS)).toBeNull();
  });
});
