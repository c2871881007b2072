/**
 * The headers a static host sends with the published Storybook (its `_headers` file, the format
 * Cloudflare Pages and Netlify read). Stricter than nothing, looser than the site's: Storybook's
 * pages start with inline scripts and its manager frames the preview, so scripts may be inline
 * and the pages may be framed by the Storybook itself; everything else comes from its own origin
 * but the privacy-enhanced YouTube player the site's stories embed. Checked in a browser under exactly these headers (tests/storybook/).
 */
import { renderHeadersFile } from '../../src/build/hosting/headersFile.ts';
import { YOUTUBE_PLAYER_ORIGIN } from '../../src/build/security/securityHeaders.ts';

export const STORYBOOK_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The site's own player, as on the site (the demo reel, a post's video).
  `frame-src 'self' ${YOUTUBE_PLAYER_ORIGIN}`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const storybookHeadersFile = renderHeadersFile([
  {
    path: '/*',
    set: {
      'Content-Security-Policy': STORYBOOK_CONTENT_SECURITY_POLICY,
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
  },
]);
