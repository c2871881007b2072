import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import {
  checkProfile,
  negotiateMedia,
  pageOf,
  parsePreferences,
  parseRangeHeader,
} from './parseHeaders.ts';

function thrown(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('parsePreferences', () => {
  it.each([
    [undefined, { return: null, count: false, applied: [] }],
    ['return=minimal', { return: 'minimal', count: false, applied: ['return=minimal'] }],
    [
      'count=exact, return=representation',
      { return: 'representation', count: true, applied: ['count=exact', 'return=representation'] },
    ],
    ['count=planned', { return: null, count: true, applied: ['count=exact'] }],
    ['count=estimated,tx=rollback', { return: null, count: true, applied: ['count=exact'] }],
    ['something=else', { return: null, count: false, applied: [] }],
  ])('%j', (header, expected) => {
    expect(parsePreferences(header)).toEqual(expected);
  });

  it.each([
    'resolution=merge-duplicates',
    'missing=default',
    'max-affected=1',
    'return=headers-only',
    'handling=strict, something=else',
  ])('refuses %j with PGRST122', (header) => {
    expect(thrown(() => parsePreferences(header)).body).toMatchObject({ code: 'PGRST122' });
  });
});

describe('negotiateMedia', () => {
  it.each([
    [undefined, 'array'],
    ['', 'array'],
    ['application/json', 'array'],
    ['*/*', 'array'],
    ['application/vnd.pgrst.object+json', 'object'],
    ['application/vnd.pgrst.object+json;q=0.9', 'object'],
    ['text/csv, application/json', 'array'],
  ])('%j → %s', (accept, media) => {
    expect(negotiateMedia(accept)).toBe(media);
  });

  it.each(['text/csv', 'application/geo+json', 'application/vnd.pgrst.object+json;nulls=stripped'])(
    'refuses %j with 406 PGRST107',
    (accept) => {
      const error = thrown(() => negotiateMedia(accept));
      expect(error.status).toBe(406);
      expect(error.body).toEqual({
        code: 'PGRST107',
        details: null,
        hint: null,
        message: `None of these media types are available: ${accept}`,
      });
    },
  );
});

describe('ranges', () => {
  it.each([
    [undefined, null],
    ['0-9', { from: 0, to: 9 }],
    ['5-', { from: 5, to: null }],
    ['bytes=0-9', null],
    ['x', null],
  ])('Range: %j', (header, expected) => {
    expect(parseRangeHeader(header)).toEqual(expected);
  });

  it('refuses a range that ends before it starts (416)', () => {
    const error = thrown(() => parseRangeHeader('9-0'));
    expect(error.status).toBe(416);
    expect(error.body).toMatchObject({ code: 'PGRST103' });
  });

  it.each([
    [null, null, null, { offset: 0, limit: null }],
    [20, 10, null, { offset: 20, limit: 10 }],
    [null, 5, { from: 0, to: 9 }, { offset: 0, limit: 5 }],
    [2, null, { from: 0, to: 9 }, { offset: 2, limit: 8 }],
    [null, null, { from: 5, to: null }, { offset: 5, limit: null }],
    [20, 5, { from: 0, to: 9 }, { offset: 20, limit: 0 }],
  ])('offset %j, limit %j, range %j', (offset, limit, range, expected) => {
    expect(pageOf(offset, limit, range)).toEqual(expected);
  });
});

describe('checkProfile', () => {
  it('accepts public and no profile', () => {
    expect(() => checkProfile({})).not.toThrow();
    expect(() => checkProfile({ 'accept-profile': 'public' })).not.toThrow();
  });

  it('refuses other schemas with 406 PGRST106', () => {
    const error = thrown(() => checkProfile({ 'content-profile': 'auth' }));
    expect(error.status).toBe(406);
    expect(error.body).toMatchObject({ code: 'PGRST106' });
  });
});
