import { abortedError } from './errors';

/** AbortSignal plumbing: every wait in the client rejects promptly with kind 'aborted'. */

export function throwIfAborted(signal: AbortSignal, resource = ''): void {
  if (signal.aborted) throw abortedError(resource);
}

/**
 * Settles like `promise`, or rejects with an 'aborted' YouTubeError as soon as `signal` fires,
 * even if `promise` ignores the signal (a stubbed fetch, a slow body).
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal, resource = ''): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(abortedError(resource));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortedError(resource));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(signal.aborted ? abortedError(resource) : (error as Error));
      },
    );
  });
}

/** Waits `ms`, rejecting with kind 'aborted' the moment `signal` fires. */
export function sleep(ms: number, signal: AbortSignal, resource = ''): Promise<void> {
  return raceAbort(
    new Promise<void>((resolve) => {
      const stop = () => clearTimeout(timer);
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', stop);
        resolve();
      }, ms);
      signal.addEventListener('abort', stop, { once: true });
    }),
    signal,
    resource,
  );
}

/** A controller that aborts when `parent` does, so a batch can also cancel its siblings. */
export function linkedController(parent: AbortSignal): {
  controller: AbortController;
  release: () => void;
} {
  const controller = new AbortController();
  const onAbort = () => controller.abort(parent.reason);
  if (parent.aborted) controller.abort(parent.reason);
  else parent.addEventListener('abort', onAbort, { once: true });
  return { controller, release: () => parent.removeEventListener('abort', onAbort) };
}
