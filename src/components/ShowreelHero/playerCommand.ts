import { youtubeEmbedUrl } from '@/domain/youtube/embedUrl';

/**
 * The showreel's player URL: the privacy-enhanced embed, autoplaying, muted (browsers only
 * autoplay muted video), looping (a single video loops only when it is also its own
 * `playlist`), without controls (the page has its own Pause/Play), and listening for commands
 * (`enablejsapi=1`, with the page's `origin` as the IFrame API asks).
 */
export function showreelEmbedUrl(videoId: string, origin: string = window.location.origin): string {
  const url = new URL(youtubeEmbedUrl(videoId, { autoplay: true }));
  const params = url.searchParams;
  params.set('mute', '1');
  params.set('loop', '1');
  params.set('playlist', videoId);
  params.set('controls', '0');
  params.set('playsinline', '1');
  params.set('enablejsapi', '1');
  params.set('origin', origin);
  return url.toString();
}

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
