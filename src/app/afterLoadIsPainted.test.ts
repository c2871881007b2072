// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIsPainted } from './afterLoadIsPainted';

let readyState: DocumentReadyState;
let frames: FrameRequestCallback[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  readyState = 'interactive';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Paints the next frame: runs the frame callbacks, then the tasks they queued. */
async function paintFrame() {
  for (const callback of frames.splice(0)) callback(performance.now());
  await vi.advanceTimersByTimeAsync(0);
}

function track(promise: Promise<void>) {
  const state = { resolved: false };
  void promise.then(() => {
    state.resolved = true;
  });
  return state;
}

describe('afterLoadIsPainted', () => {
  it('waits for the load event, then for the frame after it to be painted', async () => {
    const painted = track(afterLoadIsPainted());
    await paintFrame();
    expect(painted.resolved).toBe(false);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(painted.resolved).toBe(false);
    await paintFrame();
    expect(painted.resolved).toBe(true);
  });

  it('on a page that has loaded already, waits only for the next painted frame', async () => {
    readyState = 'complete';
    const painted = track(afterLoadIsPainted());
    await vi.advanceTimersByTimeAsync(0);
    expect(painted.resolved).toBe(false);
    await paintFrame();
    expect(painted.resolved).toBe(true);
  });

  it('stops waiting for a load that a slow picture holds back after maxWaitMs, still after a frame', async () => {
    const painted = track(afterLoadIsPainted(3000));
    await vi.advanceTimersByTimeAsync(2999);
    expect(frames).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(painted.resolved).toBe(false);
    await paintFrame();
    expect(painted.resolved).toBe(true);
    // A load after that changes nothing: one frame was asked for, once.
    window.dispatchEvent(new Event('load'));
    expect(frames).toHaveLength(0);
  });
});
