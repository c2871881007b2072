// eslint-disable-next-line no-restricted-imports -- the one wrapper of xstate's fromPromise
import { fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

type PromiseCreator<TOutput, TInput, TEmitted extends EventObject> = Parameters<
  typeof fromPromise<TOutput, TInput, TEmitted>
>[0];

/**
 * XState's `fromPromise`, except that a call whose `signal` was aborted never settles the actor.
 * Every promise actor of the app is made with it (lint refuses xstate's own outside tests).
 *
 * Why: an actor stopped and started again from its snapshot (React's strict mode does it to every
 * machine a screen runs in development, and `<Activity>` will when a screen is hidden and shown)
 * restarts its invoked promises with a fresh signal, but the first call, aborted by the stop,
 * still rejects with an AbortError a moment later. XState only checks that the promise actor is
 * active by then, and the restarted one is, so that stale rejection reached the live machine as
 * `xstate.promise.reject`: the screen showed its load error although the second load worked.
 * Here the outcome of an aborted call is dropped; the call that replaced it decides.
 */
export function fromAbortablePromise<
  TOutput,
  TInput = NonReducibleUnknown,
  TEmitted extends EventObject = EventObject,
>(creator: PromiseCreator<TOutput, TInput, TEmitted>) {
  return fromPromise<TOutput, TInput, TEmitted>(
    (args) =>
      new Promise<TOutput>((resolve, reject) => {
        const { signal } = args;
        Promise.resolve(creator(args)).then(
          (output) => {
            if (!signal.aborted) resolve(output);
          },
          (error: unknown) => {
            // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passed on as the call failed
            if (!signal.aborted) reject(error);
          },
        );
      }),
  );
}
