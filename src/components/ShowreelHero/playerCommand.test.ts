import { describe, expect, it, vi } from 'vitest';
import { youtubeEmbedUrl } from '@/domain/youtube/embedUrl';
import { sendPlayerCommand } from './playerCommand';

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
    const { frame, postMessage } = frameAt(
      youtubeEmbedUrl('abc', { jsApi: { origin: window.location.origin } }),
    );
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
