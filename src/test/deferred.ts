/**
 * A promise the test settles by hand: a gate that holds a fake request until the test lets it
 * go, or a signal the fake gives when it has been reached ("the request is in flight").
 */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

/** A promise that never settles: a reply that never arrives, whatever the test's deadline. */
export function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}
