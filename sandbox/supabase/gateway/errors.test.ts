import { describe, expect, it } from 'vitest';
import { ApiError, queryError, statusForSqlState, toApiError } from './errors.ts';

describe('statusForSqlState (PostgREST’s mapping)', () => {
  it.each([
    ['23505', 409],
    ['23503', 409],
    ['23514', 400],
    ['23502', 400],
    ['22P02', 400],
    ['22001', 400],
    ['22007', 400],
    ['22008', 400],
    ['42703', 400],
    ['P0001', 400],
    ['PT429', 429],
    ['PT402', 402],
    ['42501', 401],
    ['42883', 404],
    ['42P01', 404],
    ['25006', 405],
    ['54000', 413],
    ['53300', 503],
    ['XX000', 500],
    ['P0002', 500],
  ])('%s → %i', (code, status) => {
    expect(statusForSqlState(code)).toBe(status);
  });
});

describe('toApiError', () => {
  it('keeps gateway errors as they are', () => {
    const error = queryError('bad');
    expect(toApiError(error)).toEqual({ error, unexpected: false });
  });

  it('hides anything else behind a generic 500', () => {
    const { error, unexpected } = toApiError(new TypeError('secret detail'));
    expect(unexpected).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(JSON.stringify(error.body)).not.toContain('secret detail');
  });
});
