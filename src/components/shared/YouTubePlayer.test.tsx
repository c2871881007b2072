// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { YouTubePlayer } from './YouTubePlayer';

const player = () => screen.getByTitle('Video: Behind the Cut');

describe('YouTubePlayer', () => {
  it('embeds the privacy-enhanced player with one permissions list', () => {
    renderWithTheme(<YouTubePlayer videoId="JVreel2025a" title="Video: Behind the Cut" />);
    expect(player().tagName).toBe('IFRAME');
    expect(player()).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/JVreel2025a?rel=0',
    );
    expect(player()).toHaveAttribute(
      'allow',
      'autoplay; encrypted-media; picture-in-picture; fullscreen',
    );
    // Full screen comes from `allow` alone: beside it, the legacy attribute makes Chromium warn.
    expect(player()).not.toHaveAttribute('allowfullscreen');
    expect(player()).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  });

  it('turns its props into player parameters, the JS API for the page’s own origin', () => {
    renderWithTheme(
      <YouTubePlayer
        videoId="abc"
        title="Video: Behind the Cut"
        autoplay
        mute
        loop
        controls={false}
        playsInline
        captionsLanguage="en"
        jsApi
      />,
    );
    expect(Object.fromEntries(new URL(player().getAttribute('src') ?? '').searchParams)).toEqual({
      autoplay: '1',
      rel: '0',
      mute: '1',
      loop: '1',
      playlist: 'abc',
      controls: '0',
      playsinline: '1',
      cc_load_policy: '1',
      cc_lang_pref: 'en',
      enablejsapi: '1',
      origin: window.location.origin,
    });
  });

  it('hands its iframe to a ref, keeps the caller’s class and takes a custom URL builder', () => {
    const ref = createRef<HTMLIFrameElement>();
    const build = vi.fn(() => 'about:blank');
    renderWithTheme(
      <YouTubePlayer
        ref={ref}
        className="reel"
        videoId="abc"
        title="Video: Behind the Cut"
        autoplay
        buildEmbedUrl={build}
      />,
    );
    expect(ref.current).toBe(player());
    expect(player()).toHaveClass('reel');
    expect(player()).toHaveAttribute('src', 'about:blank');
    expect(build).toHaveBeenCalledWith('abc', expect.objectContaining({ autoplay: true }));
  });
});
