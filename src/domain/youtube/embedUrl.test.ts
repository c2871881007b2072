import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, YOUTUBE_PLAYER_ALLOW } from './embedUrl';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

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

  it('loops one video by making it its own playlist', () => {
    expect(params(youtubeEmbedUrl('JVreel2025a', { loop: true }))).toEqual({
      rel: '0',
      loop: '1',
      playlist: 'JVreel2025a',
    });
  });

  it('mutes, hides the controls and plays inline when asked', () => {
    expect(
      params(youtubeEmbedUrl('abc', { mute: true, controls: false, playsInline: true })),
    ).toEqual({ rel: '0', mute: '1', controls: '0', playsinline: '1' });
  });

  it('forces captions on in the given language', () => {
    expect(youtubeEmbedUrl('abc', { captionsLanguage: 'en' })).toBe(
      'https://www.youtube-nocookie.com/embed/abc?rel=0&cc_load_policy=1&cc_lang_pref=en',
    );
    expect(params(youtubeEmbedUrl('abc', { captionsLanguage: ' pt-BR ' }))).toMatchObject({
      cc_load_policy: '1',
      cc_lang_pref: 'pt-BR',
    });
  });

  it('rejects a caption language that is not a language code', () => {
    expect(() => youtubeEmbedUrl('abc', { captionsLanguage: '' })).toThrow(/language code/);
    expect(() => youtubeEmbedUrl('abc', { captionsLanguage: 'en&autoplay=1' })).toThrow(
      /language code/,
    );
  });

  it('enables the IFrame API for the page origin', () => {
    expect(
      params(youtubeEmbedUrl('abc', { jsApi: { origin: 'https://jordanvale.studio' } })),
    ).toEqual({ rel: '0', enablejsapi: '1', origin: 'https://jordanvale.studio' });
    expect(() => youtubeEmbedUrl('abc', { jsApi: { origin: ' ' } })).toThrow(/origin/);
  });

  it('builds the showreel: autoplaying muted loop without controls, listening for commands', () => {
    expect(
      youtubeEmbedUrl('JVreel2025a', {
        autoplay: true,
        mute: true,
        loop: true,
        controls: false,
        playsInline: true,
        jsApi: { origin: 'https://jordanvale.studio' },
      }),
    ).toBe(
      'https://www.youtube-nocookie.com/embed/JVreel2025a?autoplay=1&rel=0&mute=1&loop=1' +
        '&playlist=JVreel2025a&controls=0&playsinline=1&enablejsapi=1' +
        '&origin=https%3A%2F%2Fjordanvale.studio',
    );
  });
});

describe('YOUTUBE_PLAYER_ALLOW', () => {
  it('allows what the players use and nothing else', () => {
    expect(YOUTUBE_PLAYER_ALLOW.split('; ')).toEqual([
      'autoplay',
      'encrypted-media',
      'picture-in-picture',
      'fullscreen',
    ]);
  });
});
