// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from './env';

let analytics: AppConfig['analytics'] = null;
vi.mock('./env', () => ({ appConfig: () => ({ analytics }) }));
// A fresh module graph, so the mock applies whatever an earlier test file imported.
vi.resetModules();

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Runs the deferred work at once: the page is loaded and idle. */
function idleAtOnce() {
  vi.stubGlobal('requestIdleCallback', (work: () => void) => work());
}

describe('startAnalytics', () => {
  it('loads nothing when no analytics is configured (the sandbox)', async () => {
    idleAtOnce();
    analytics = null;
    const { startAnalytics } = await import('./analytics');
    startAnalytics();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it("adds the provider's script with the site's attribute once the page is idle", async () => {
    idleAtOnce();
    const { startAnalytics } = await import('./analytics');
    analytics = {
      provider: 'plausible',
      scriptUrl: 'https://plausible.io/js/script.js',
      siteId: 'jordanvale.studio',
      integrity: null,
    };
    startAnalytics();
    expect(document.head.querySelector('script[data-domain="jordanvale.studio"]')).not.toBeNull();
    document.head.innerHTML = '';
    analytics = {
      provider: 'umami',
      scriptUrl: 'https://cloud.umami.is/script.js',
      siteId: 'abc-123',
      integrity: null,
    };
    startAnalytics();
    const umami = document.head.querySelector<HTMLScriptElement>(
      'script[data-website-id="abc-123"]',
    );
    expect(umami?.src).toBe('https://cloud.umami.is/script.js');
    expect(umami?.hasAttribute('integrity')).toBe(false);
  });

  it('asks the browser to check the script against the owner’s hash, when given', async () => {
    idleAtOnce();
    const { startAnalytics } = await import('./analytics');
    const integrity = `sha384-${'A'.repeat(64)}`;
    analytics = {
      provider: 'plausible',
      scriptUrl: 'https://plausible.io/js/script.js',
      siteId: 'jordanvale.studio',
      integrity,
    };
    startAnalytics();
    const script = document.head.querySelector<HTMLScriptElement>('script[data-domain]');
    expect(script?.getAttribute('integrity')).toBe(integrity);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
  });
});
