import { parseEnv, type AppConfig } from './contract';

let cached: AppConfig | undefined;

/** The app's service configuration, from the build's variables and the page's origin. */
export function appConfig(): AppConfig {
  if (cached) return cached;
  const result = parseEnv(import.meta.env, window.location.origin);
  // The build already refused an incomplete configuration (envCheckPlugin); this is a backstop.
  if (!result.ok) throw new Error(`Incomplete configuration: ${result.problems.join(' ')}`);
  cached = result.config;
  return cached;
}
