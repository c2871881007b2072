import { describe, expect, it } from 'vitest';
import { parseEnv, type RawEnv } from '../../app/env/contract';
import { deployRefusal } from './deployRefusal';
import { localServiceVariables } from './localServices';

const live = {
  VITE_SUPABASE_URL: 'https://abc.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc',
  VITE_YOUTUBE_API_KEYS: 'key-1',
  VITE_STOREFRONT_API_BASE: 'https://storefront-api.fourthwall.com/v1',
  VITE_STOREFRONT_TOKEN: 'ptkn_abc',
  VITE_STORE_URL: 'https://shop.jordanvale.studio',
};

function localOf(env: RawEnv): string[] {
  const parsed = parseEnv(env, 'https://site.invalid');
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return localServiceVariables(parsed.config);
}

describe('localServiceVariables', () => {
  it('finds none when every service is on the internet', () => {
    expect(localOf(live)).toEqual([]);
  });

  it('names each live service pointed at this machine', () => {
    expect(
      localOf({
        ...live,
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_STOREFRONT_API_BASE: 'http://localhost:5174/sandbox/storefront/v1',
      }),
    ).toEqual(['VITE_SUPABASE_URL', 'VITE_STOREFRONT_API_BASE']);
  });

  it('leaves out the sandbox, whose addresses are the site’s own', () => {
    expect(localOf({})).toEqual([]);
  });

  it('makes a deploy build refuse in one line', () => {
    const line = deployRefusal({
      sandboxed: [],
      local: localOf({ ...live, VITE_SUPABASE_URL: 'http://localhost:54321' }),
      siteUrl: 'https://jordanvale.studio',
    });
    expect(line).toMatch(/^Not a deployable build: VITE_SUPABASE_URL is a local address\. /);
    expect(line).not.toContain('\n');
  });
});
