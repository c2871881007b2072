/**
 * Whether a browser's user-agent string is a phone's or a tablet's (docs/product.md, tools: the
 * 'Desktop Required' overlay shows "on a mobile user agent").
 *
 * Decisions:
 * - Tablets count: Android tablets (no 'Mobile' token) and iPads that still send 'iPad' are
 *   touch devices the tools are not designed for, whatever their width.
 * - iPadOS 13+ Safari asks for desktop pages and sends a Macintosh user agent; it cannot be
 *   told apart here, so the width check decides for it (as for every other browser).
 * - Generic 'Mobi' covers phone browsers that name no platform (Mozilla recommends it).
 */
const MOBILE_USER_AGENT =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini|Mobi/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}
