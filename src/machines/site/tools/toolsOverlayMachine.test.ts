import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { needsDesktop, toolsOverlayMachine, type ViewportInfo } from './toolsOverlayMachine';

const desktop: ViewportInfo = { width: 1280, isMobileUserAgent: false };
const phone: ViewportInfo = { width: 375, isMobileUserAgent: false };

function startUnmeasured(memory: { dismissedEarlier?: boolean } = {}) {
  const dismissedEarlier = vi.fn(() => memory.dismissedEarlier ?? false);
  const rememberDismissal = vi.fn();
  const actor = createActor(
    toolsOverlayMachine.provide({ guards: { dismissedEarlier }, actions: { rememberDismissal } }),
    { input: null },
  ).start();
  const overlayShown = () => actor.getSnapshot().hasTag('overlay');
  const resize = (viewport: ViewportInfo) => actor.send({ type: 'viewport.change', ...viewport });
  return { actor, overlayShown, resize, dismissedEarlier, rememberDismissal };
}

/** The machine once the screen has measured the window for the first time. */
function start(first: ViewportInfo, memory: { dismissedEarlier?: boolean } = {}) {
  const started = startUnmeasured(memory);
  started.resize(first);
  return started;
}

describe('needsDesktop', () => {
  it.each([
    [{ width: 1280, isMobileUserAgent: false }, false],
    [{ width: 769, isMobileUserAgent: false }, false],
    [{ width: 768, isMobileUserAgent: false }, true],
    [{ width: 375, isMobileUserAgent: false }, true],
    [{ width: 1280, isMobileUserAgent: true }, true],
    [{ width: 375, isMobileUserAgent: true }, true],
  ])('%o → %s', (viewport, expected) => {
    expect(needsDesktop(viewport)).toBe(expected);
  });
});

describe('tools overlay machine', () => {
  describe('before the first measurement (the prerendered page, hydration)', () => {
    it('leaves the overlay to the stylesheet and reads no memory yet', () => {
      const { actor, overlayShown, dismissedEarlier } = startUnmeasured({ dismissedEarlier: true });
      expect(actor.getSnapshot().hasTag('unmeasured')).toBe(true);
      expect(overlayShown()).toBe(false);
      expect(actor.getSnapshot().context.viewport).toBeNull();
      expect(dismissedEarlier).not.toHaveBeenCalled();
    });

    it('ignores a dismissal: the app has not decided yet', () => {
      const { actor, overlayShown, rememberDismissal, resize } = startUnmeasured();
      actor.send({ type: 'overlay.dismiss' });
      expect(rememberDismissal).not.toHaveBeenCalled();
      resize(phone);
      expect(actor.getSnapshot().hasTag('unmeasured')).toBe(false);
      expect(overlayShown()).toBe(true);
    });
  });

  it('starts measured on a page the app renders itself (the measurement as input)', () => {
    const actor = createActor(toolsOverlayMachine, { input: phone }).start();
    expect(actor.getSnapshot().hasTag('unmeasured')).toBe(false);
    expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
    expect(
      createActor(toolsOverlayMachine, { input: desktop }).start().getSnapshot().value,
    ).toEqual({ watching: 'fits' });
  });

  describe('at the first measurement', () => {
    it('hides the overlay on a desktop browser wider than 768px', () => {
      expect(start(desktop).overlayShown()).toBe(false);
      expect(start({ width: 769, isMobileUserAgent: false }).overlayShown()).toBe(false);
    });

    it('shows it at a width of 768px or less', () => {
      expect(start({ width: 768, isMobileUserAgent: false }).overlayShown()).toBe(true);
      expect(start(phone).overlayShown()).toBe(true);
    });

    it('shows it on a mobile user agent, whatever the width', () => {
      expect(start({ width: 1280, isMobileUserAgent: true }).overlayShown()).toBe(true);
    });

    it('keeps the measurement it started with', () => {
      expect(start(phone).actor.getSnapshot().context.viewport).toEqual(phone);
    });

    it('stays hidden when the visitor dismissed it earlier, even on a phone', () => {
      const { overlayShown, resize, dismissedEarlier } = start(phone, { dismissedEarlier: true });
      expect(overlayShown()).toBe(false);
      resize({ width: 400, isMobileUserAgent: true });
      expect(overlayShown()).toBe(false);
      expect(dismissedEarlier).toHaveBeenCalledTimes(1);
    });

    it('remembers nothing without the app’s memory (plain machine)', () => {
      const onPhone = () => {
        const actor = createActor(toolsOverlayMachine, { input: null }).start();
        actor.send({ type: 'viewport.change', ...phone });
        return actor;
      };
      const actor = onPhone();
      expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
      actor.send({ type: 'overlay.dismiss' });
      expect(actor.getSnapshot().hasTag('overlay')).toBe(false);
      expect(onPhone().getSnapshot().hasTag('overlay')).toBe(true);
    });
  });

  describe('on resize', () => {
    it('shows the overlay when a desktop window narrows to 768px or less', () => {
      const { actor, overlayShown, resize } = start(desktop);
      resize({ width: 700, isMobileUserAgent: false });
      expect(overlayShown()).toBe(true);
      expect(actor.getSnapshot().context.viewport).toEqual({
        width: 700,
        isMobileUserAgent: false,
      });
    });

    it('keeps it hidden while the window stays wider than 768px', () => {
      const { actor, overlayShown, resize } = start(desktop);
      resize({ width: 769, isMobileUserAgent: false });
      expect(overlayShown()).toBe(false);
      expect(actor.getSnapshot().context.viewport?.width).toBe(769);
    });

    it('shows it when the user agent turns mobile (device emulation)', () => {
      const { overlayShown, resize } = start(desktop);
      resize({ width: 1280, isMobileUserAgent: true });
      expect(overlayShown()).toBe(true);
    });

    it('hides it again when the window widens past 768px before it was dismissed', () => {
      const { overlayShown, resize, rememberDismissal } = start(phone);
      resize({ width: 1024, isMobileUserAgent: false });
      expect(overlayShown()).toBe(false);
      resize({ width: 600, isMobileUserAgent: false });
      expect(overlayShown()).toBe(true);
      expect(rememberDismissal).not.toHaveBeenCalled();
    });

    it('keeps it shown while the window stays narrow', () => {
      const { overlayShown, resize } = start(phone);
      resize({ width: 400, isMobileUserAgent: false });
      expect(overlayShown()).toBe(true);
    });

    it('does not ask the memory again', () => {
      const { resize, dismissedEarlier } = start(desktop);
      resize(phone);
      resize(desktop);
      expect(dismissedEarlier).toHaveBeenCalledTimes(1);
    });
  });

  describe("'Continue Anyway'", () => {
    it('hides the overlay and remembers the choice once', () => {
      const { overlayShown, actor, rememberDismissal } = start(phone);
      actor.send({ type: 'overlay.dismiss' });
      expect(overlayShown()).toBe(false);
      expect(rememberDismissal).toHaveBeenCalledTimes(1);
    });

    it('keeps it dismissed across every later resize', () => {
      const { overlayShown, actor, resize, rememberDismissal } = start(phone);
      actor.send({ type: 'overlay.dismiss' });
      resize({ width: 400, isMobileUserAgent: false });
      expect(overlayShown()).toBe(false);
      resize(desktop);
      resize({ width: 320, isMobileUserAgent: true });
      expect(overlayShown()).toBe(false);
      actor.send({ type: 'overlay.dismiss' });
      expect(rememberDismissal).toHaveBeenCalledTimes(1);
    });

    it('does nothing while the overlay is hidden, so a later narrowing still shows it', () => {
      const { overlayShown, actor, resize, rememberDismissal } = start(desktop);
      actor.send({ type: 'overlay.dismiss' });
      expect(rememberDismissal).not.toHaveBeenCalled();
      resize(phone);
      expect(overlayShown()).toBe(true);
    });
  });
});
