import { describe, expect, it } from 'vitest';
import { parseEnv, sandboxedServices, YOUTUBE_OFFICIAL_API_BASE } from './contract';

const origin = 'http://127.0.0.1:4173';

const live = {
  VITE_SUPABASE_URL: 'https://abcd.supabase.co/',
  VITE_SUPABASE_ANON_KEY: 'anon-key',
  VITE_YOUTUBE_API_KEYS: 'k1, k2 ,k3',
  VITE_STOREFRONT_API_BASE: 'https://storefront-api.fourthwall.com/v1',
  VITE_STOREFRONT_TOKEN: 'ptkn_live',
  VITE_STORE_URL: 'https://shop.jordanvale.studio',
};

describe('parseEnv', () => {
  it('uses the sandbox on the same origin when nothing is set', () => {
    const result = parseEnv({}, origin);
    expect(result).toEqual({
      ok: true,
      config: {
        supabase: {
          source: 'sandbox',
          url: `${origin}/sandbox/supabase`,
          anonKey: 'sandbox-anon-key',
        },
        youtube: {
          source: 'sandbox',
          apiBase: `${origin}/sandbox/youtube/v3`,
          apiKeys: ['sandbox-key'],
          timedTextBase: `${origin}/sandbox/youtube/api/timedtext`,
        },
        storefront: {
          source: 'sandbox',
          apiBase: `${origin}/sandbox/storefront/v1`,
          token: 'ptkn_sandbox',
          storeUrl: `${origin}/sandbox/store`,
        },
        analytics: null,
      },
    });
  });

  it('takes analytics only when its script and site are both set, over https', () => {
    const withAnalytics = parseEnv(
      {
        ...live,
        VITE_ANALYTICS_SCRIPT_URL: 'https://cloud.umami.is/script.js',
        VITE_ANALYTICS_SITE_ID: '94db1cb1-74f4-4a40-ad6c-962362670409',
        VITE_ANALYTICS_PROVIDER: 'umami',
      },
      origin,
    );
    expect(withAnalytics.ok && withAnalytics.config.analytics).toEqual({
      provider: 'umami',
      scriptUrl: 'https://cloud.umami.is/script.js',
      siteId: '94db1cb1-74f4-4a40-ad6c-962362670409',
      integrity: null,
    });
    const plausible = parseEnv(
      {
        VITE_ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js',
        VITE_ANALYTICS_SITE_ID: 'jordanvale.studio',
      },
      origin,
    );
    expect(plausible.ok && plausible.config.analytics?.provider).toBe('plausible');
    expect(
      parseEnv({ VITE_ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js' }, origin),
    ).toMatchObject({ ok: false, problems: [expect.stringMatching(/VITE_ANALYTICS_SITE_ID/)] });
    expect(
      parseEnv(
        {
          VITE_ANALYTICS_SCRIPT_URL: 'http://stats.example.com/script.js',
          VITE_ANALYTICS_SITE_ID: 'x',
          VITE_ANALYTICS_PROVIDER: 'matomo',
        },
        origin,
      ),
    ).toMatchObject({
      ok: false,
      problems: [
        "VITE_ANALYTICS_SCRIPT_URL must be the exact https address of the provider's script, such as https://plausible.io/js/script.js: 'http://stats.example.com/script.js' is not https.",
        "VITE_ANALYTICS_PROVIDER must be one of plausible, umami, got 'matomo'.",
      ],
    });
  });
});

describe('the analytics script', () => {
  const analytics = (env: Record<string, string>) =>
    parseEnv(
      {
        VITE_ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js',
        VITE_ANALYTICS_SITE_ID: 'jordanvale.studio',
        ...env,
      },
      origin,
    );
  // The hash of `console.log("analytics");`.
  const sha384 = 'sha384-jfbSzCHDMk3R0e0K0TpP+mM3D0Iyv7w4ZlIjkqzXdNaVW/12KXZPQOlKvpm/rOqU';

  it('must be one exact script, as the Content-Security-Policy allows exactly it', () => {
    const why = (url: string) => {
      const result = analytics({ VITE_ANALYTICS_SCRIPT_URL: url });
      return result.ok ? null : result.problems[0]?.replace(/^.*'[^']*' /, '');
    };
    expect(why('https://plausible.io/js/script.js')).toBeNull();
    expect(why('https://stats.jordanvale.studio/js/pa-XyZ123.js')).toBeNull();
    expect(why('https://plausible.io')).toBe('names a host or folder, not the script.');
    expect(why('https://plausible.io/js/')).toBe('names a host or folder, not the script.');
    expect(why('https://*.plausible.io/js/script.js')).toBe('has a wildcard.');
    expect(why('https://plausible.io/js/*')).toBe('has a wildcard.');
    expect(why('https://plausible.io/js/script.js?v=2')).toBe('has a query or fragment.');
    expect(why('https://plausible.io/js/script.js#x')).toBe('has a query or fragment.');
    expect(why('https://me:pw@plausible.io/js/script.js')).toBe('has a user name or password.');
    expect(why('plausible.io/js/script.js')).toBe('is not an address.');
    expect(why('https://plausible.io/js/a;b.js')).toBe(
      'has a ; or , (they would end the policy entry).',
    );
  });

  it('is checked against the owner’s Subresource Integrity hash, when one is given', () => {
    const checked = analytics({ VITE_ANALYTICS_SCRIPT_SRI: ` ${sha384} ` });
    expect(checked.ok && checked.config.analytics?.integrity).toBe(sha384);
    const unchecked = analytics({});
    expect(unchecked.ok && unchecked.config.analytics?.integrity).toBeNull();
  });

  it('refuses a hash that is not one, or one without a script', () => {
    for (const value of ['abc', 'sha1-AAAA', 'sha384-tooShort==', `md5-${'A'.repeat(22)}==`]) {
      expect(analytics({ VITE_ANALYTICS_SCRIPT_SRI: value }), value).toEqual({
        ok: false,
        problems: [
          `VITE_ANALYTICS_SCRIPT_SRI must be the script's hash as 'sha384-' and its base64 digest (as the provider or an SRI generator gives it), got '${value}'.`,
        ],
      });
    }
    expect(parseEnv({ VITE_ANALYTICS_SCRIPT_SRI: sha384 }, origin)).toEqual({
      ok: false,
      problems: [
        'VITE_ANALYTICS_SCRIPT_SRI is set without an analytics script: set VITE_ANALYTICS_SCRIPT_URL and VITE_ANALYTICS_SITE_ID too, or leave it unset.',
      ],
    });
  });
});

describe('parseEnv, the services', () => {
  it('uses every real service when every variable is set', () => {
    const result = parseEnv(live, origin);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.supabase).toEqual({
      source: 'live',
      url: 'https://abcd.supabase.co',
      anonKey: 'anon-key',
    });
    expect(result.config.youtube).toEqual({
      source: 'live',
      apiBase: YOUTUBE_OFFICIAL_API_BASE,
      apiKeys: ['k1', 'k2', 'k3'],
      timedTextBase: 'https://www.youtube.com/api/timedtext',
    });
    expect(result.config.storefront.source).toBe('live');
    expect(sandboxedServices(result.config)).toEqual([]);
  });

  it('configures services independently', () => {
    const result = parseEnv(
      { VITE_SUPABASE_URL: live.VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: 'k' },
      origin,
    );
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.supabase.source).toBe('live');
    expect(sandboxedServices(result.config)).toEqual(['YouTube Data API', 'Storefront']);
  });

  it('names what is missing from a half-configured service instead of falling back', () => {
    const result = parseEnv({ VITE_SUPABASE_URL: 'https://abcd.supabase.co' }, origin);
    expect(result).toEqual({
      ok: false,
      problems: [
        'Supabase: VITE_SUPABASE_ANON_KEY is missing (set all of VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY for the real service, or none for the offline sandbox).',
      ],
    });
  });

  it('treats blank values as unset', () => {
    const result = parseEnv({ VITE_STOREFRONT_TOKEN: '   ', VITE_YOUTUBE_API_KEYS: '' }, origin);
    expect(result.ok).toBe(true);
  });

  it('rejects more than three YouTube keys and URLs that are not absolute https', () => {
    const result = parseEnv(
      {
        ...live,
        VITE_YOUTUBE_API_KEYS: 'a,b,c,d',
        VITE_SUPABASE_URL: 'abcd.supabase.co',
        VITE_YOUTUBE_API_BASE: 'ftp://example.com',
      },
      origin,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      "VITE_SUPABASE_URL must be an absolute https URL, got 'abcd.supabase.co'.",
      "VITE_YOUTUBE_API_BASE must be an absolute https URL, got 'ftp://example.com'.",
      'VITE_YOUTUBE_API_KEYS holds 4 keys; at most 3.',
    ]);
  });

  it('refuses http for a service but on this machine', () => {
    const result = parseEnv(
      {
        ...live,
        VITE_SUPABASE_URL: 'http://abcd.supabase.co',
        VITE_YOUTUBE_API_BASE: 'http://www.googleapis.com/youtube/v3',
        VITE_STOREFRONT_API_BASE: 'http://storefront-api.fourthwall.com/v1',
        VITE_STORE_URL: 'http://shop.jordanvale.studio',
      },
      origin,
    );
    expect(result.ok ? [] : result.problems).toEqual([
      "VITE_SUPABASE_URL must be https (http only for localhost, 127.0.0.1 or [::1]), got 'http://abcd.supabase.co'.",
      "VITE_YOUTUBE_API_BASE must be https (http only for localhost, 127.0.0.1 or [::1]), got 'http://www.googleapis.com/youtube/v3'.",
      "VITE_STOREFRONT_API_BASE must be https (http only for localhost, 127.0.0.1 or [::1]), got 'http://storefront-api.fourthwall.com/v1'.",
      "VITE_STORE_URL must be https (http only for localhost, 127.0.0.1 or [::1]), got 'http://shop.jordanvale.studio'.",
    ]);
    for (const local of ['http://localhost:54321', 'http://127.0.0.1:8787', 'http://[::1]:3000']) {
      const onThisMachine = parseEnv({ ...live, VITE_SUPABASE_URL: local }, origin);
      expect(onThisMachine.ok, local).toBe(true);
    }
  });
});

describe('the Supabase key', () => {
  /** A JWT with these claims (the signature is not checked here). */
  const jwt = (claims: object) =>
    ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)]
      .map((part) => Buffer.from(part).toString('base64url'))
      .concat('c2lnbmF0dXJl')
      .join('.');
  const withKey = (key: string) => parseEnv({ ...live, VITE_SUPABASE_ANON_KEY: key }, origin);
  const useInstead =
    "would be shipped to every visitor and bypasses row-level security: use the project's publishable key (sb_publishable_…) or its anon key instead.";

  it('takes the public keys: the anon JWT and a publishable key', () => {
    const anon = jwt({ iss: 'supabase', ref: 'abcd', role: 'anon', iat: 1700000000 });
    expect(withKey(anon)).toMatchObject({ ok: true, config: { supabase: { anonKey: anon } } });
    expect(withKey('sb_publishable_AbCdEf123').ok).toBe(true);
    expect(withKey('not.a-jwt').ok).toBe(true);
  });

  it('refuses a secret key, which bypasses row-level security', () => {
    expect(withKey(jwt({ iss: 'supabase', ref: 'abcd', role: 'service_role' }))).toEqual({
      ok: false,
      problems: [
        `VITE_SUPABASE_ANON_KEY is a JWT with the role 'service_role', which ${useInstead}`,
      ],
    });
    expect(withKey('sb_secret_AbCdEf123')).toEqual({
      ok: false,
      problems: [`VITE_SUPABASE_ANON_KEY is a secret key (sb_secret_…), which ${useInstead}`],
    });
  });
});
