import { addDeferredScript, afterPageIsInteractive } from '@/services/browser/deferredScript';
import type { AnalyticsProvider } from './env/contract';
import { appConfig } from './env';

/** The attribute each provider reads the site from. */
const SITE_ATTRIBUTE: Record<AnalyticsProvider, string> = {
  plausible: 'data-domain',
  umami: 'data-website-id',
};

/**
 * docs/product.md, analytics: the configured privacy-friendly script (no
 * cookies, no personal data), added once the page is interactive, so it costs nothing on first
 * paint, with its `integrity` hash when the owner gives one. Not configured (the sandbox):
 * nothing is loaded. The CSP allows that one script only then.
 */
export function startAnalytics(): void {
  const analytics = appConfig().analytics;
  if (!analytics) return;
  // The browser checks an `integrity` hash only on a script fetched with CORS.
  const integrity: Record<string, string> = analytics.integrity
    ? { integrity: analytics.integrity, crossorigin: 'anonymous' }
    : {};
  afterPageIsInteractive(() => {
    addDeferredScript(analytics.scriptUrl, {
      [SITE_ATTRIBUTE[analytics.provider]]: analytics.siteId,
      ...integrity,
    });
  });
}
