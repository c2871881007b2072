import { expect, test, type APIRequestContext } from './fixtures';

/**
 * `npm start` serves the build as its host, Cloudflare Pages, does, from the files the build
 * wrote for it (src/build/hosting): precompressed files, caching, the app only on its own routes,
 * a real 404 elsewhere, and the `_headers`.
 */

async function entryScript(request: APIRequestContext): Promise<string> {
  const home = await request.get('/');
  const entry = /src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(entry).toBeDefined();
  return entry ?? '';
}

test('hashed assets come precompressed, in the encoding the browser prefers, kept for good', async ({
  request,
}) => {
  const entry = await entryScript(request);
  const as = (encoding: string) => request.get(entry, { headers: { 'Accept-Encoding': encoding } });
  const [br, gzip, identity] = await Promise.all([as('gzip, br'), as('gzip'), as('identity')]);

  expect(br.headers()['content-encoding']).toBe('br');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(identity.headers()['content-encoding']).toBeUndefined();
  for (const answer of [br, gzip, identity]) {
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers()['vary']).toMatch(/accept-encoding/i);
  }
  // The same script, whichever way it travelled.
  expect(await br.text()).toBe(await identity.text());
  expect(await gzip.text()).toBe(await identity.text());
});

test('pages are revalidated: no-cache, and an unchanged page answers 304', async ({ request }) => {
  const first = await request.get('/');
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('no-cache');
  expect(first.headers()['content-type']).toMatch(/^text\/html/);
  const etag = first.headers()['etag'] ?? '';
  expect(etag).not.toBe('');

  const again = await request.get('/', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
});

test('app routes, with any parameter, get the app', async ({ request }) => {
  for (const path of ['/blog/any-slug', '/tools/video-analyzer/abc', '/contact', '/tools']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).toContain('<div id="root">');
  }
});

test('anything else is a 404, never cached, with the security headers', async ({ request }) => {
  for (const path of ['/humans.txt', '/missing.png', '/no-such-page', '/assets/gone-1234.js']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['cache-control'], path).toBe('no-store');
    expect(answer.headers()['content-security-policy'], path).toContain("default-src 'self'");
    expect(answer.headers()['x-frame-options'], path).toBe('DENY');
  }
});

test('the 404 page is the app, which shows its not-found screen', async ({ page }) => {
  const answer = await page.goto('/no-such-page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('an HTML file is served under its path without .html, as on the host', async ({ request }) => {
  const file = await request.get('/embed/html-block.html', { maxRedirects: 0 });
  expect(file.status()).toBe(308);
  expect(file.headers()['location']).toBe('/embed/html-block');
  const index = await request.get('/index.html', { maxRedirects: 0 });
  expect(index.status()).toBe(308);
  expect(index.headers()['location']).toBe('/');
});

test('a redirect stays on the site, whatever slashes the path starts with', async ({ request }) => {
  // `%2f` is decoded to `/` to look files up; put back in `Location`, it would make `//host/`.
  const answer = await request.get('/%2fevil.example/index', { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(answer.headers()['location']).toBe('/evil.example/');
});

test('HEAD answers as GET does, without the body', async ({ request }) => {
  const entry = await entryScript(request);
  const answer = await request.head(entry, { headers: { 'Accept-Encoding': 'br' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-encoding']).toBe('br');
  expect(Number(answer.headers()['content-length'])).toBeGreaterThan(0);
  expect(await answer.body()).toHaveLength(0);
});

test('the sandbox services still answer on the site’s origin', async ({ request }) => {
  const answer = await request.get(
    '/sandbox/youtube/v3/videos?part=id&id=JVreel2025a&key=sandbox-key',
  );
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { kind: string }).kind).toBe('youtube#videoListResponse');
});
