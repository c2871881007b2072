// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { seekYouTubePlayer, sendYouTubeCommand } from './playerCommand';

function frameAt(src: string) {
  const postMessage = vi.fn();
  const frame = { src, contentWindow: { postMessage } } as unknown as HTMLIFrameElement;
  return { frame, postMessage };
}

describe('IFrame Player API commands', () => {
  it("posts the command to the player's own origin", () => {
    const { frame, postMessage } = frameAt(
      'https://www.youtube-nocookie.com/embed/abc?enablejsapi=1',
    );
    expect(sendYouTubeCommand(frame, 'pauseVideo')).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(
      '{"event":"command","func":"pauseVideo","args":[]}',
      'https://www.youtube-nocookie.com',
    );
  });

  it('seeks in seconds (allowing seek-ahead), then plays', () => {
    const { frame, postMessage } = frameAt('https://www.youtube-nocookie.com/embed/abc');
    expect(seekYouTubePlayer(frame, 65_500)).toBe(true);
    expect(
      postMessage.mock.calls.map(([message]) => JSON.parse(message as string) as unknown),
    ).toEqual([
      { event: 'command', func: 'seekTo', args: [65.5, true] },
      { event: 'command', func: 'playVideo', args: [] },
    ]);
  });

  it('addresses an about:blank stand-in at the page’s own origin', () => {
    const { frame, postMessage } = frameAt('about:blank');
    sendYouTubeCommand(frame, 'pauseVideo');
    expect(postMessage.mock.calls[0]?.[1]).toBe(window.location.origin);
  });

  it('sends nothing without a frame window', () => {
    expect(seekYouTubePlayer(null, 1000)).toBe(false);
  });
});
