/**
 * Tiny runtime readers for JSON answers: each returns the typed value or throws a ShapeError
 * naming the offending path (e.g. `results[3].variants[0].unitPrice.value`).
 */
export class ShapeError extends Error {
  override name = 'ShapeError';

  constructor(
    readonly path: string,
    expected: string,
  ) {
    super(`${path || 'answer'}: expected ${expected}`);
  }
}

export type Reader<T> = (value: unknown, path: string) => T;

export function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ShapeError(path, 'an object');
  }
  return value as Record<string, unknown>;
}

export function text(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new ShapeError(path, 'a string');
  return value;
}

export function finite(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ShapeError(path, 'a number');
  return value;
}

export function bool(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new ShapeError(path, 'a boolean');
  return value;
}

/** `undefined` for a missing or null value, else the reader's result. */
export function optional<T>(read: Reader<T>): Reader<T | undefined> {
  return (value, path) => (value === undefined || value === null ? undefined : read(value, path));
}

/** A missing or null list reads as empty. */
export function list<T>(read: Reader<T>): Reader<T[]> {
  return (value, path) => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw new ShapeError(path, 'a list');
    return value.map((item: unknown, index) => read(item, `${path}[${index}]`));
  };
}

/** Reads `object[key]`, extending the path for error messages. */
export function field<T>(
  object: Record<string, unknown>,
  key: string,
  path: string,
  read: Reader<T>,
): T {
  return read(object[key], path ? `${path}.${key}` : key);
}
