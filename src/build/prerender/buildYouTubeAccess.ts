import type { AppConfig } from '../../app/env/contract.ts';

/** The build's own YouTube key: read by Node build code only, never a `VITE_` variable. */
export const BUILD_KEY_VARIABLE = 'YOUTUBE_BUILD_API_KEY';

type FetchLike = (input: string, init: { signal: AbortSignal }) => Promise<Response>;

/** How the prerendering build's YouTube client differs from the browser's. */
export interface BuildYouTubeAccess {
  /** YOUTUBE_BUILD_API_KEY when given, instead of the site's VITE_YOUTUBE_API_KEYS. */
  apiKeys?: string[];
  /** Sends the site's address as Referer, as a browser on the site would. */
  fetch: FetchLike;
}

/** A fetch that sends `Referer: <referer>` (Node's fetch sends none of its own). */
export function fetchWithReferer(referer: string, send?: typeof fetch): FetchLike {
  return (input, init) =>
    (send ?? globalThis.fetch)(input, { ...init, headers: { Referer: referer } });
}

/**
 * The build's access to the real YouTube API, or undefined on the sandbox. Keys meant for the
 * browser should be restricted to the site's address as HTTP referrer; Node sends no Referer,
 * so such a key is refused at build time unless the build sends the site's. A key of its own
 * (restricted to the YouTube Data API, not to referrers) takes the place of the site's keys.
 */
export function buildYouTubeAccess(
  youtube: AppConfig['youtube'],
  { siteUrl, buildKey }: { siteUrl: string; buildKey: string | undefined },
): BuildYouTubeAccess | undefined {
  if (youtube.source !== 'live') return undefined;
  const key = buildKey?.trim();
  return { ...(key ? { apiKeys: [key] } : {}), fetch: fetchWithReferer(`${siteUrl}/`) };
}
