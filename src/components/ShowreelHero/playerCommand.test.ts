import { describe, expect, it, vi } from 'vitest';
import { sendPlayerCommand, showreelEmbedUrl } from './playerCommand';

describe('showreelEmbedUrl', () => {
  it('autoplays muted, loops the one video, hides controls and listens for commands', () => {
    const url = new URL(showreelEmbedUrl('JVreel2025a', 'https://jordanvale.studio'));
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/JVreel2025a');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '1',
      rel: '0',
      mute: '1',
      loop: '1',
      playlist: 'JVreel2025a',
      controls: '0',
      playsinline: '1',
      enablejsapi: '1',
      origin: 'https://jordanvale.studio',
    });
  });

  it('defaults the origin to the page’s', () => {
    expect(new URL(showreelEmbedUrl('abc')).searchParams.get('origin')).toBe(
      window.location.origin,
    );
  });
});

describe('sendPlayerCommand', () => {
  function frameAt(src: string) {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
    const postMessage = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage } });
    return { frame, postMessage };
  }

  it('posts the IFrame API command to the player’s origin only', () => {
    const { frame, postMessage } = frameAt(showreelEmbedUrl('abc'));
    expect(sendPlayerCommand(frame, 'pauseVideo')).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(
      '{"event":"command","func":"pauseVideo","args":[]}',
      'https://www.youtube-nocookie.com',
    );
    sendPlayerCommand(frame, 'playVideo');
    expect(JSON.parse(String(postMessage.mock.calls[1]?.[0]))).toEqual({
      event: 'command',
      func: 'playVideo',
      args: [],
    });
  });

  it('addresses an about:blank stand-in at the page’s own origin', () => {
    const { frame, postMessage } = frameAt('about:blank');
    sendPlayerCommand(frame, 'pauseVideo');
    expect(postMessage.mock.calls[0]?.[1]).toBe(window.location.origin);
  });

  it('sends nothing without a frame', () => {
    expect(sendPlayerCommand(null, 'pauseVideo')).toBe(false);
  });
});
