export type PlayerCommand = 'playVideo' | 'pauseVideo';

/**
 * Sends a command to an embedded YouTube player through the IFrame API's postMessage channel
 * (`{"event":"command","func":"pauseVideo","args":[]}`), addressed to the player's own origin
 * so no other page can read it. An `about:blank` stand-in shares the page's origin.
 * Returns whether a message was sent (false before the frame has a window).
 */
export function sendPlayerCommand(frame: HTMLIFrameElement | null, func: PlayerCommand): boolean {
  const target = frame?.contentWindow;
  if (!frame || !target) return false;
  const { origin } = new URL(frame.src, window.location.href);
  const targetOrigin = origin === 'null' ? window.location.origin : origin;
  target.postMessage(JSON.stringify({ event: 'command', func, args: [] }), targetOrigin);
  return true;
}
