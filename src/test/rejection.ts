/**
 * What `promise` rejects with, checked to be a `type` (a client's typed error): the test stops
 * with a plain message when the promise resolves or rejects with anything else.
 */
export async function rejectionOf<E>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
): Promise<E> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof type)) throw new Error(`expected a ${type.name}, got ${String(error)}`);
  return error;
}
