import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';

/**
 * A fake promise actor for machine tests: it records each call (input and AbortSignal) and
 * settles only when the test resolves or rejects that call, so every path — success, failure,
 * never settling, cancelled — can be driven step by step.
 *
 * `delivered()` resolves once the actor has handled the call's outcome: XState subscribes to the
 * promise when the call is made, so its handler runs before anything the test awaits later. Use
 * it before asserting that a late or aborted answer changed nothing, instead of a fixed wait.
 */
export function controlled<TOutput, TInput = unknown>() {
  const calls: {
    input: TInput;
    signal: AbortSignal;
    resolve: (value: TOutput) => void;
    reject: (reason: unknown) => void;
    delivered: () => Promise<void>;
  }[] = [];
  const logic = fromAbortablePromise<TOutput, TInput>(({ input, signal }) => {
    let settle!: Pick<(typeof calls)[number], 'resolve' | 'reject'>;
    const promise = new Promise<TOutput>((resolve, reject) => {
      settle = { resolve, reject };
    });
    calls.push({
      input,
      signal,
      ...settle,
      delivered: () =>
        promise.then(
          () => undefined,
          () => undefined,
        ),
    });
    return promise;
  });
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`no call #${index} (${calls.length} made)`);
    return found;
  };
  return { logic, calls, call };
}
