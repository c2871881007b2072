/** What reading a tool's input gives: the value, or the documented message for the visitor. */
export type InputResult<T> = { ok: true; value: T } | { ok: false; error: string };

export const accept = <T>(value: T): InputResult<T> => ({ ok: true, value });
export const reject = <T = never>(error: string): InputResult<T> => ({ ok: false, error });
