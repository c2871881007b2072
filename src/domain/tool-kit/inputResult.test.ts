import { describe, expect, it } from 'vitest';
import { accept, reject } from './inputResult';

describe('InputResult', () => {
  it('carries a value or an error', () => {
    expect(accept('dQw4w9WgXcQ')).toEqual({ ok: true, value: 'dQw4w9WgXcQ' });
    expect(reject('Please enter a valid URL!')).toEqual({
      ok: false,
      error: 'Please enter a valid URL!',
    });
  });
});
