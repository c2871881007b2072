import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from '../lazyScreen';
import { servicesReady } from './servicesGate';

/**
 * A service created on first use from a module loaded on demand (`import()`), so a page only
 * downloads the clients it uses. The first successful load is kept for the page's lifetime; a
 * failed one (the chunk did not arrive, or not within the documented 120 s for script pieces) is
 * forgotten, so the next call — the visitor's 'Try Again' — imports the module again instead of
 * failing forever with the same rejected promise. On a prerendered page the first load waits
 * until the page is interactive (servicesGate.ts).
 */
export function lazyService<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    if (!loaded) {
      const attempt = withTimeout(
        servicesReady().then(() => load()),
        timeoutMs,
      );
      loaded = attempt;
      attempt.catch(() => {
        if (loaded === attempt) loaded = undefined;
      });
    }
    return loaded;
  };
}
