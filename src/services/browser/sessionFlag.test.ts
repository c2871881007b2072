// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionFlag, writeSessionFlag } from './sessionFlag';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('session flags', () => {
  it('reads unset, then set once written', () => {
    expect(readSessionFlag('seen')).toBe(false);
    writeSessionFlag('seen');
    expect(readSessionFlag('seen')).toBe(true);
    expect(sessionStorage.getItem('seen')).toBe('true');
  });

  it('reads unset and forgets quietly when storage refuses access', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeSessionFlag('seen')).not.toThrow();
    expect(readSessionFlag('seen')).toBe(false);
  });
});
