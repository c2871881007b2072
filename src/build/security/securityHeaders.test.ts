import { describe, expect, it } from 'vitest';
import { parseEnv, type AppConfig } from '../../app/env/contract';
import {
  appContentSecurityPolicy,
  headersFile,
  headersForPath,
  htmlBlockContentSecurityPolicy,
} from './securityHeaders';

function configFrom(env: Record<string, string>): AppConfig {
  const result = parseEnv(env, 'https://jordanvale.studio');
  if (!result.ok) throw new Error(result.problems.join(' '));
  return result.config;
}

const sandbox = configFrom({});
const live = configFrom({
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon',
  VITE_YOUTUBE_API_KEYS: 'k1',
  VITE_STOREFRONT_API_BASE: 'https://storefront-api.fourthwall.com/v1',
  VITE_STOREFRONT_TOKEN: 'ptkn_x',
  VITE_STORE_URL: 'https://shop.jordanvale.studio',
});

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe("the app's Content-Security-Policy", () => {
  it('on the sandbox, everything is this site', () => {
    const policy = appContentSecurityPolicy(sandbox);
    expect(directive(policy, 'script-src')).toBe("'self'");
    expect(directive(policy, 'connect-src')).toBe("'self'");
    expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    for (const fixed of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(policy).toContain(fixed);
    }
  });

  it('names exactly the configured services', () => {
    const policy = appContentSecurityPolicy(live);
    // The thumbnail downloader fetches the picture it saves from YouTube's thumbnail host.
    expect(directive(policy, 'connect-src')).toBe(
      "'self' https://abcd.supabase.co https://www.googleapis.com https://www.youtube.com https://storefront-api.fourthwall.com https://i.ytimg.com",
    );
    expect(directive(policy, 'script-src')).toBe("'self'");
    expect(directive(policy, 'frame-src')).toBe("'self' https://www.youtube-nocookie.com");
  });

  it('allows the analytics script by its exact address, and its reports, only when configured', () => {
    const policy = appContentSecurityPolicy({
      ...live,
      analytics: {
        provider: 'plausible',
        scriptUrl: 'https://stats.example.com/js/script.js',
        siteId: 'jordanvale.studio',
        integrity: null,
      },
    });
    expect(directive(policy, 'script-src')).toBe("'self' https://stats.example.com/js/script.js");
    expect(directive(policy, 'connect-src')).toMatch(/ https:\/\/stats\.example\.com$/);
  });
});

describe('the other headers', () => {
  it('keep the site on https and its window to itself, on every document', () => {
    for (const path of ['/', '/embed/html-block.html']) {
      const headers = headersForPath(path, live);
      expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    }
  });
});

describe("the HTML block's document", () => {
  it('runs inline scripts, sandboxed, framed by this site only', () => {
    const policy = htmlBlockContentSecurityPolicy();
    expect(directive(policy, 'script-src')).toContain("'unsafe-inline'");
    expect(directive(policy, 'sandbox')).toBe('allow-scripts');
    expect(directive(policy, 'frame-ancestors')).toBe("'self'");
    expect(headersForPath('/embed/html-block.html', sandbox)['Content-Security-Policy']).toBe(
      policy,
    );
    expect(headersForPath('/blog/a-post', sandbox)['Content-Security-Policy']).toBe(
      appContentSecurityPolicy(sandbox),
    );
  });
});

describe('the _headers file (Cloudflare Pages)', () => {
  it("gives every path the app's headers and detaches the two the block's document replaces", () => {
    const file = headersFile(sandbox);
    const [app, block] = file.trim().split('\n\n');
    expect(app?.split('\n')[0]).toBe('/*');
    expect(app).toContain(`  Content-Security-Policy: ${appContentSecurityPolicy(sandbox)}`);
    expect(app).toContain('  X-Content-Type-Options: nosniff');
    expect(block?.split('\n')).toEqual([
      '/embed/html-block.html',
      '  ! Content-Security-Policy',
      '  ! X-Frame-Options',
      `  Content-Security-Policy: ${htmlBlockContentSecurityPolicy()}`,
      '  X-Frame-Options: SAMEORIGIN',
    ]);
  });
});
