import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '@/domain/routing/routeErrors';
import { CHUNK_LOAD_TIMEOUT_MS, lazyScreen } from './lazyScreen';

function Screen() {
  return null;
}

describe('lazyScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses a 120000 ms timeout', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
  });

  it('resolves to the screen as the route Component', async () => {
    await expect(lazyScreen(() => Promise.resolve(Screen))()).resolves.toEqual({
      Component: Screen,
    });
  });

  it('fails with ChunkLoadError when the chunk takes longer than the timeout', async () => {
    vi.useFakeTimers();
    const pending = lazyScreen(() => new Promise<never>(() => undefined))();
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('wraps a failed import in ChunkLoadError, keeping the cause', async () => {
    const networkError = new TypeError('Failed to fetch dynamically imported module: /a.js');
    const error: unknown = await lazyScreen(() => Promise.reject(networkError))().catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(networkError);
  });
});
