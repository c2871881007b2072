// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_TIMEOUT_MS, openHostedInspector } from './hostedInspector';

function quietConsole() {
  return { warn: vi.fn(), info: vi.fn() };
}

const inspectorTab = () => ({ postMessage: vi.fn() }) as unknown as Window;

afterEach(() => {
  vi.useRealTimers();
});

describe('the hosted Stately inspector', () => {
  it('says in the console when the browser blocks its pop-up, and hands out no observer', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const out = quietConsole();

    expect(openHostedInspector({ console: out })).toBeUndefined();
    expect(open).toHaveBeenCalledWith('https://stately.ai/inspect', 'xstateinspector');
    expect(out.warn).toHaveBeenCalledOnce();
    expect(out.warn.mock.calls[0]?.[0]).toMatch(
      /blocked its pop-up .*Allow pop-ups for localhost.* and reload.*traced in this console/,
    );
  });

  it('says at once when the browser is offline', () => {
    vi.spyOn(window, 'open').mockReturnValue(inspectorTab());
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const out = quietConsole();

    expect(openHostedInspector({ console: out })).toBeDefined();
    expect(out.warn.mock.calls[0]?.[0]).toMatch(/offline.*traced in this console/);
  });

  it('says when its tab has not connected within the timeout (no internet, DNS)', () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'open').mockReturnValue(inspectorTab());
    const out = quietConsole();

    openHostedInspector({ console: out });
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
    expect(out.warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(out.warn.mock.calls[0]?.[0]).toMatch(
      /has not connected after 10 s: no internet, or stately\.ai is unreachable/,
    );
  });

  it('stays quiet when its tab connects in time', () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'open').mockReturnValue(inspectorTab());
    const out = quietConsole();

    openHostedInspector({ console: out });
    window.dispatchEvent(new MessageEvent('message', { data: { type: '@statelyai.connected' } }));
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(out.warn).not.toHaveBeenCalled();
    expect(out.info).toHaveBeenCalledWith(expect.stringMatching(/Stately inspector connected/));
  });
});
