// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDeferredScript, afterPageIsInteractive } from './deferredScript';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  // Back to jsdom's own readyState (a test shadows it).
  Reflect.deleteProperty(document, 'readyState');
});

describe('deferred scripts', () => {
  it('adds a deferred script with its data attributes to the head', () => {
    addDeferredScript('https://plausible.io/js/script.js', { 'data-domain': 'jordanvale.studio' });
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://plausible.io/js/script.js');
    expect(script?.defer).toBe(true);
    expect(script?.dataset.domain).toBe('jordanvale.studio');
  });

  it('waits for the page to load, then for an idle moment', () => {
    const idle: (() => void)[] = [];
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    Object.assign(window, {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
    });
    const work = vi.fn();
    afterPageIsInteractive(work);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(work).not.toHaveBeenCalled();
    idle[0]?.();
    expect(work).toHaveBeenCalledOnce();
  });
});
