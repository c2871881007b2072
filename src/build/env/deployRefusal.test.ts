import { describe, expect, it } from 'vitest';
import { deployRefusal, isLoopbackHost } from './deployRefusal';

const allSandboxed = ['Supabase', 'YouTube Data API', 'Storefront'];

describe('deployRefusal', () => {
  it('lets a build with every service configured and a public https address go on', () => {
    expect(deployRefusal({ sandboxed: [], siteUrl: 'https://jordanvale.studio' })).toBeNull();
  });

  it('refuses a build with no configuration in one line naming what is missing and the demo command', () => {
    const line = deployRefusal({ sandboxed: allSandboxed, siteUrl: undefined });
    expect(line).toBe(
      'Not a deployable build: Supabase, YouTube Data API and Storefront are on the offline ' +
        'sandbox (no variables set); VITE_SITE_URL is not set. Set the variables of ' +
        'docs/deploy.md, "Configuration", or build the offline demo on purpose: ' +
        'npm run build:demo (vite build --mode demo).',
    );
    expect(line).not.toContain('\n');
  });

  it('names a single sandboxed service alone', () => {
    expect(deployRefusal({ sandboxed: ['Storefront'], siteUrl: 'https://a.example' })).toMatch(
      /^Not a deployable build: Storefront is on the offline sandbox \(no variables set\)\. /,
    );
  });

  it.each([
    ['http://localhost:4173', 'VITE_SITE_URL is a local address (http://localhost:4173)'],
    ['https://127.0.0.1', 'VITE_SITE_URL is a local address (https://127.0.0.1)'],
    ['http://[::1]:8080/', 'VITE_SITE_URL is a local address (http://[::1]:8080)'],
    ['http://jordanvale.studio', 'VITE_SITE_URL is not https (http://jordanvale.studio)'],
    ['jordanvale.studio', 'VITE_SITE_URL is not an address ("jordanvale.studio")'],
    ['  ', 'VITE_SITE_URL is not set'],
  ])('refuses VITE_SITE_URL=%j', (siteUrl, problem) => {
    expect(deployRefusal({ sandboxed: [], siteUrl })).toBe(
      `Not a deployable build: ${problem}. Set the variables of docs/deploy.md, ` +
        '"Configuration", or build the offline demo on purpose: npm run build:demo ' +
        '(vite build --mode demo).',
    );
  });
});

describe('isLoopbackHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'site.localhost',
    '127.0.0.1',
    '127.1.2.3',
    '[::1]',
    '0.0.0.0',
  ])('%s is this machine', (host) => expect(isLoopbackHost(host)).toBe(true));

  it.each(['jordanvale.studio', 'localhost.example.com', '128.0.0.1', '10.0.0.1'])(
    '%s is not',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );
});
