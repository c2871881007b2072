import { fromPromise } from 'xstate';

/**
 * A fake promise actor for machine tests: it records each call (input and AbortSignal) and
 * settles only when the test resolves or rejects that call, so every path — success, failure,
 * never settling, cancelled — can be driven step by step.
 */
export function controlled<TOutput, TInput = unknown>() {
  const calls: {
    input: TInput;
    signal: AbortSignal;
    resolve: (value: TOutput) => void;
    reject: (reason: unknown) => void;
  }[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject });
      }),
  );
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`no call #${index} (${calls.length} made)`);
    return found;
  };
  return { logic, calls, call };
}
