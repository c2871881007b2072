import type { HeadersBlock } from './headersFile.ts';

/** Vite's hashed build output: a file there never changes under its name. */
export const HASHED_ASSETS = '/assets/*';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but asked again each time: unchanged, the ETag makes that a 304 without a body. */
export const REVALIDATE = 'no-cache';

/** How long browsers keep what the site serves: hashed assets for good, the rest revalidated. */
export const cacheHeaders: readonly HeadersBlock[] = [
  { path: '/*', set: { 'Cache-Control': REVALIDATE } },
  // Every rule that matches applies, so the one for all paths is detached first.
  { path: HASHED_ASSETS, detach: ['Cache-Control'], set: { 'Cache-Control': IMMUTABLE } },
];
