import { describe, expect, it } from 'vitest';
import { toContentError } from './errors';

describe('toContentError', () => {
  it.each([
    [{ message: 'AbortError: This operation was aborted', code: '' }, 0, 'aborted'],
    [{ message: 'TypeError: fetch failed', code: '' }, 0, 'network'],
    [
      { message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116' },
      406,
      'not-found',
    ],
    [
      { message: "Could not find the table 'public.x' in the schema cache", code: 'PGRST205' },
      404,
      'not-found',
    ],
    [{ message: 'permission denied for table contact_messages', code: '42501' }, 401, 'forbidden'],
    [{ message: 'new row violates check constraint', code: '23514' }, 400, 'invalid'],
    [{ message: 'duplicate key value violates unique constraint', code: '23505' }, 409, 'invalid'],
    [{ message: 'internal error', code: 'XX000' }, 500, 'server'],
  ] as const)('%j with status %i is %s', (failure, status, kind) => {
    const error = toContentError(failure, status);
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).toBe(failure.message);
    expect(error).toBeInstanceOf(Error);
  });
});
