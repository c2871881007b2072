import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { never } from '@/test/deferred';
import { formatSeconds, REQUEST_TIMEOUT_MS, startDeadline, untilAborted } from './deadline';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startDeadline', () => {
  it('is 15 s by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
  });

  it('aborts its signal when the time is up, as a timeout', () => {
    const caller = new AbortController();
    const deadline = startDeadline(caller.signal, 15_000);
    vi.advanceTimersByTime(14_999);
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.timedOut).toBe(true);
    expect(deadline.signal.reason).toMatchObject({ name: 'TimeoutError' });
    expect(caller.signal.aborted).toBe(false);
  });

  it("aborts with the caller's reason when the caller leaves first, and is no timeout", () => {
    const caller = new AbortController();
    const deadline = startDeadline(caller.signal, 15_000);
    caller.abort(new Error('left the page'));
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.timedOut).toBe(false);
    expect(deadline.signal.reason).toMatchObject({ message: 'left the page' });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(deadline.timedOut).toBe(false);
  });

  it('starts aborted for a caller that already left', () => {
    const caller = new AbortController();
    caller.abort();
    const deadline = startDeadline(caller.signal, 15_000);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.timedOut).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer and no listener once released', () => {
    const caller = new AbortController();
    const remove = vi.spyOn(caller.signal, 'removeEventListener');
    const deadline = startDeadline(caller.signal, 15_000);
    expect(vi.getTimerCount()).toBe(1);
    deadline.release();
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
    vi.advanceTimersByTime(60_000);
    expect(deadline.signal.aborted).toBe(false);
  });

  it('aborts with the reason it was given', () => {
    const deadline = startDeadline(
      new AbortController().signal,
      1_000,
      (ms) => new DOMException(`${String(ms)} ms`, 'AbortError'),
    );
    vi.advanceTimersByTime(1_000);
    expect(deadline.timedOut).toBe(true);
    expect(deadline.signal.reason).toMatchObject({ name: 'AbortError', message: '1000 ms' });
  });

  it('without a finite positive time, is the caller itself', () => {
    const caller = new AbortController();
    for (const ms of [Number.POSITIVE_INFINITY, 0, Number.NaN]) {
      const deadline = startDeadline(caller.signal, ms);
      expect(deadline.signal).toBe(caller.signal);
      deadline.release();
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('untilAborted', () => {
  it('rejects with the reason when the signal aborts, though the work never ends', async () => {
    const caller = new AbortController();
    const deadline = startDeadline(caller.signal, 1_000);
    const raced = untilAborted(never<string>(), deadline.signal);
    vi.advanceTimersByTime(1_000);
    await expect(raced).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('settles like the work otherwise', async () => {
    const signal = new AbortController().signal;
    await expect(untilAborted(Promise.resolve(5), signal)).resolves.toBe(5);
    await expect(untilAborted(Promise.reject(new Error('no')), signal)).rejects.toThrow('no');
  });
});

describe('formatSeconds', () => {
  it('reads as seconds', () => {
    expect(formatSeconds(15_000)).toBe('15 s');
    expect(formatSeconds(2_500)).toBe('2.5 s');
  });
});
