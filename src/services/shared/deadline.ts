/**
 * Every request ends (docs/architecture.md, requests): each client call runs under a deadline that
 * aborts it after `timeoutMs`, as `AbortSignal.any([caller, AbortSignal.timeout(ms)])` would. It is
 * built from `setTimeout` and one listener instead, so the timer is released as soon as the request
 * settles (nothing lingers for 15 s after every answer), it works in browsers without
 * `AbortSignal.any`, and tests drive it with fake timers.
 *
 * Afterwards `timedOut` tells the two endings apart: the caller leaving (an abort, shown to
 * nobody) or the deadline passing (a timeout, which the visitor sees and may retry).
 */

/** The default bound of one request: 15 s. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface Deadline {
  /** Aborts when the caller's signal does, or when the deadline passes. */
  readonly signal: AbortSignal;
  /** True once the deadline, not the caller, aborted `signal`. */
  readonly timedOut: boolean;
  /** Clears the timer and the listener; call it when the request has settled. */
  release(): void;
}

/** The reason `signal` carries after a timeout, like `AbortSignal.timeout`'s. */
export function timeoutReason(timeoutMs: number): DOMException {
  return new DOMException(`No answer within ${formatSeconds(timeoutMs)}`, 'TimeoutError');
}

/** '15 s', '2.5 s'. */
export function formatSeconds(ms: number): string {
  return `${String(Math.round(ms / 100) / 10)} s`;
}

/**
 * A deadline `timeoutMs` from now, linked to `caller`. A `timeoutMs` that is not a positive
 * finite number means no deadline: the caller's own signal is used as it is. `reason` is what
 * the signal aborts with when the time is up (by default a 'TimeoutError', like
 * `AbortSignal.timeout`'s).
 */
export function startDeadline(
  caller: AbortSignal,
  timeoutMs: number,
  reason: (timeoutMs: number) => unknown = timeoutReason,
): Deadline {
  if (!(timeoutMs > 0) || !Number.isFinite(timeoutMs)) {
    return { signal: caller, timedOut: false, release: () => undefined };
  }
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => {
    clearTimeout(timer);
    controller.abort(caller.reason);
  };
  const timer = setTimeout(() => {
    caller.removeEventListener('abort', onCallerAbort);
    if (caller.aborted) return;
    timedOut = true;
    controller.abort(reason(timeoutMs));
  }, timeoutMs);
  if (caller.aborted) onCallerAbort();
  else caller.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    release() {
      clearTimeout(timer);
      caller.removeEventListener('abort', onCallerAbort);
    },
  };
}

/**
 * Settles like `promise`, or rejects with `signal.reason` as soon as `signal` aborts, even when
 * `promise` ignores the signal (an injected fetch, a body that stops arriving).
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise
      .finally(() => {
        signal.removeEventListener('abort', onAbort);
      })
      .then(resolve, reject);
  });
}
