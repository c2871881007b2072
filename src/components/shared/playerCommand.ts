/**
 * Sends a command to a `YouTubePlayer` made with `jsApi` through the IFrame Player API's
 * postMessage channel (`{"event":"command","func":"seekTo","args":[65,true]}`), addressed to the
 * player's own origin so no other page reads it (an `about:blank` stand-in shares the page's).
 * Returns whether a message was sent (false before the frame has a window).
 */
export function sendYouTubeCommand(
  frame: HTMLIFrameElement | null,
  func: string,
  args: readonly unknown[] = [],
): boolean {
  const target = frame?.contentWindow;
  if (!frame || !target) return false;
  const { origin } = new URL(frame.src, window.location.href);
  const targetOrigin = origin === 'null' ? window.location.origin : origin;
  target.postMessage(JSON.stringify({ event: 'command', func, args }), targetOrigin);
  return true;
}

/** Jumps the player to `ms` from the start and plays from there. */
export function seekYouTubePlayer(frame: HTMLIFrameElement | null, ms: number): boolean {
  const sent = sendYouTubeCommand(frame, 'seekTo', [Math.max(0, ms) / 1000, true]);
  if (sent) sendYouTubeCommand(frame, 'playVideo');
  return sent;
}
