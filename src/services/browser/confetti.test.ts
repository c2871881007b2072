/** The confetti burst: loaded on first use, volleys for 1.5 s, stopped and cleared on demand. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const confetti = vi.hoisted(() =>
  Object.assign(vi.fn<(options: { disableForReducedMotion?: boolean }) => void>(), {
    reset: vi.fn(),
  }),
);
vi.mock('canvas-confetti', () => ({ default: confetti }));

// A fresh module graph, so the mock applies whatever an earlier test file imported.
vi.resetModules();
const { startConfetti } = await import('./confetti');

describe('startConfetti', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    confetti.mockClear();
    confetti.reset.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires two cannons every 250 ms for 1.5 s, never under reduced motion', async () => {
    const stop = startConfetti();
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(confetti).toHaveBeenCalledTimes(12);
    expect(confetti.mock.calls.every(([options]) => options.disableForReducedMotion)).toBe(true);
    stop();
    expect(confetti.reset).toHaveBeenCalledTimes(1);
  });

  it('stops firing and clears the canvas when stopped early', async () => {
    const stop = startConfetti();
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(250);
    stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(confetti).toHaveBeenCalledTimes(4);
    expect(confetti.reset).toHaveBeenCalledTimes(1);
  });

  it('fires nothing when stopped before the library arrives', async () => {
    startConfetti()();
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(confetti).not.toHaveBeenCalled();
  });
});
