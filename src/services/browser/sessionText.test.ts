// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionText, removeSessionText, writeSessionText } from './sessionText';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('session text', () => {
  it('is remembered until removed', () => {
    expect(readSessionText('draft')).toBeNull();
    writeSessionText('draft', '{"name":"Ada"}');
    expect(readSessionText('draft')).toBe('{"name":"Ada"}');
    removeSessionText('draft');
    expect(readSessionText('draft')).toBeNull();
  });

  it('reads nothing and never throws when storage refuses', () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError');
      });
    }
    expect(() => writeSessionText('draft', 'x')).not.toThrow();
    expect(() => removeSessionText('draft')).not.toThrow();
    expect(readSessionText('draft')).toBeNull();
  });
});
