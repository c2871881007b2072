import { parseEnv, type AppConfig } from './contract';

let cached: AppConfig | undefined;
let prerenderOrigin: string | undefined;

/**
 * While the build prerenders pages there is no window: the sandbox addresses (relative to the
 * page's origin) resolve against the build's own server instead.
 */
export function setPrerenderOrigin(origin: string): void {
  prerenderOrigin = origin;
  cached = undefined;
}

/** Whether this is the build prerendering pages (no visitor, so nothing to count). */
export function isPrerendering(): boolean {
  return typeof window === 'undefined';
}

function pageOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  if (prerenderOrigin) return prerenderOrigin;
  throw new Error('No page origin: call setPrerenderOrigin before rendering outside a browser');
}

/** The app's service configuration, from the build's variables and the page's origin. */
export function appConfig(): AppConfig {
  if (cached) return cached;
  const result = parseEnv(import.meta.env, pageOrigin());
  // The build already refused an incomplete configuration (envCheckPlugin); this is a backstop.
  if (!result.ok) throw new Error(`Incomplete configuration: ${result.problems.join(' ')}`);
  cached = result.config;
  return cached;
}
