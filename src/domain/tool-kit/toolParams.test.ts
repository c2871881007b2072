import { describe, expect, it } from 'vitest';
import { isBlankParams, paramsKey, trimParams } from './toolParams';

describe('trimParams', () => {
  it('trims one value, a tuple or named values, and reads a missing one as empty', () => {
    expect(trimParams(' abc ')).toBe('abc');
    expect(trimParams(undefined)).toBe('');
    expect(trimParams([' cats ', undefined] as const)).toEqual(['cats', '']);
    expect(trimParams({ a: ' x', b: undefined })).toEqual({ a: 'x', b: '' });
  });
});

describe('isBlankParams', () => {
  it('is true only when every value is missing or blank', () => {
    expect(isBlankParams(undefined)).toBe(true);
    expect(isBlankParams('  ')).toBe(true);
    expect(isBlankParams([undefined, ' '])).toBe(true);
    expect(isBlankParams({ a: '', b: undefined })).toBe(true);
    expect(isBlankParams({})).toBe(true);
    expect(isBlankParams(['', 'shorts'])).toBe(false);
    expect(isBlankParams({ a: '', b: 'x' })).toBe(false);
  });
});

describe('paramsKey', () => {
  it('is empty for blank parameters of any shape', () => {
    expect(paramsKey(undefined)).toBe('');
    expect(paramsKey(['', undefined])).toBe('');
    expect(paramsKey({ a: ' ' })).toBe('');
  });

  it('ignores surrounding spaces and the order of named values', () => {
    expect(paramsKey(' hello ')).toBe(paramsKey('hello'));
    expect(paramsKey({ a: 'x', b: 'y' })).toBe(paramsKey({ b: ' y', a: 'x ' }));
  });

  it('tells different requests apart, including a value moving between slots', () => {
    expect(paramsKey(['cats', 'videos'])).not.toBe(paramsKey(['cats', 'shorts']));
    expect(paramsKey(['a', ''])).not.toBe(paramsKey(['', 'a']));
    expect(paramsKey({ a: 'x', b: '' })).not.toBe(paramsKey({ a: '', b: 'x' }));
    expect(paramsKey('a,b')).not.toBe(paramsKey(['a', 'b']));
  });
});
