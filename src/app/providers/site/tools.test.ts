// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TOOLS_OVERLAY_DISMISSED_KEY, toolsOverlayLogic } from './tools';

const phone = { width: 375, isMobileUserAgent: true };

/** The screen's machine once it has measured the phone's window. */
const start = () => {
  const actor = createActor(toolsOverlayLogic, { input: null }).start();
  actor.send({ type: 'viewport.change', ...phone });
  return actor;
};

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('tools overlay provider', () => {
  it("remembers 'Continue Anyway' for the rest of the session", () => {
    const first = start();
    expect(first.getSnapshot().hasTag('overlay')).toBe(true);
    first.send({ type: 'overlay.dismiss' });
    first.stop();
    expect(sessionStorage.getItem(TOOLS_OVERLAY_DISMISSED_KEY)).toBe('true');

    expect(start().getSnapshot().hasTag('overlay')).toBe(false);
  });

  it('shows the overlay again in a new session', () => {
    start().send({ type: 'overlay.dismiss' });
    sessionStorage.clear();
    expect(start().getSnapshot().hasTag('overlay')).toBe(true);
  });

  it('still works, for this visit only, when session storage refuses access', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const actor = start();
    expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
    actor.send({ type: 'overlay.dismiss' });
    expect(actor.getSnapshot().hasTag('overlay')).toBe(false);
    expect(start().getSnapshot().hasTag('overlay')).toBe(true);
  });
});
