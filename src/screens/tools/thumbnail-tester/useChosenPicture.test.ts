// @vitest-environment jsdom
/** The chosen pictures stay in the browser: each object URL is revoked once it is not shown. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { pictureFileMachine } from '@/machines/tools/thumbnail-tester/pictureFileMachine';
import { useChosenPicture } from './useChosenPicture';

const saved = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');

/** Opens every file as `blob:<its name>`, as the app's decoder would an image. */
const opensEveryFile = pictureFileMachine.provide({
  actors: {
    open: fromAbortablePromise(({ input }) =>
      Promise.resolve({ url: `blob:${input.name}`, name: input.name }),
    ),
  },
});

describe('useChosenPicture', () => {
  afterEach(() => {
    if (saved) Object.defineProperty(URL, 'revokeObjectURL', saved);
    else Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('revokes the replaced picture, then the last one on unmount', async () => {
    const revoke = vi.fn();
    Object.assign(URL, { revokeObjectURL: revoke });
    const { result, unmount } = renderHook(() => useChosenPicture(opensEveryFile, 'thumbnail'));
    expect(result.current.picture).toBeNull();

    act(() => {
      result.current.choose(new File(['a'], 'one.png', { type: 'image/png' }));
    });
    await waitFor(() => {
      expect(result.current.picture).toEqual({ url: 'blob:one.png', name: 'one.png' });
    });
    expect(revoke).not.toHaveBeenCalled();

    act(() => {
      result.current.choose(new File(['b'], 'two.png', { type: 'image/png' }));
    });
    await waitFor(() => {
      expect(result.current.picture?.name).toBe('two.png');
    });
    expect(revoke).toHaveBeenCalledWith('blob:one.png');

    unmount();
    expect(revoke).toHaveBeenLastCalledWith('blob:two.png');
    expect(revoke).toHaveBeenCalledTimes(2);
  });

  it('never revokes a picture it did not create (a story fixture)', () => {
    const revoke = vi.fn();
    Object.assign(URL, { revokeObjectURL: revoke });
    const { unmount } = renderHook(() =>
      useChosenPicture(opensEveryFile, 'thumbnail', { url: 'data:image/svg+xml,x', name: 'x' }),
    );
    unmount();
    expect(revoke).not.toHaveBeenCalled();
  });
});
