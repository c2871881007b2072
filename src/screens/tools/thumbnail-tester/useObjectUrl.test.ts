// @vitest-environment jsdom
/** The chosen pictures stay in the browser: each object URL is revoked once it is not shown. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './useObjectUrl';

const saved = ['createObjectURL', 'revokeObjectURL'].map(
  (name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const,
);

describe('useObjectUrl', () => {
  afterEach(() => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });

  it('revokes the replaced picture, then the last one on unmount', () => {
    let next = 0;
    const create = vi.fn(() => `blob:picture-${(next += 1)}`);
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const { result, unmount } = renderHook(() => useObjectUrl());
    expect(result.current[0]).toBeNull();

    act(() => {
      result.current[1](new File(['a'], 'one.png', { type: 'image/png' }));
    });
    expect(result.current[0]).toEqual({ url: 'blob:picture-1', name: 'one.png' });
    expect(revoke).not.toHaveBeenCalled();

    act(() => {
      result.current[1](new File(['b'], 'two.png', { type: 'image/png' }));
    });
    expect(result.current[0]?.name).toBe('two.png');
    expect(revoke).toHaveBeenCalledWith('blob:picture-1');

    unmount();
    expect(revoke).toHaveBeenLastCalledWith('blob:picture-2');
    expect(revoke).toHaveBeenCalledTimes(2);
  });

  it('never revokes a picture it did not create (a story fixture)', () => {
    const revoke = vi.fn();
    Object.assign(URL, { revokeObjectURL: revoke });
    const { unmount } = renderHook(() => useObjectUrl({ url: 'data:image/svg+xml,x', name: 'x' }));
    unmount();
    expect(revoke).not.toHaveBeenCalled();
  });
});
