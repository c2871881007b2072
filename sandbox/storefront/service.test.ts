/**
 * The storefront services mounted by sandbox/vitePlugin.ts in a real Vite dev server: the
 * image URLs must carry the site's origin and the mount prefix.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPlugin } from '../vitePlugin.ts';
import { storefrontSandboxServices } from './service.ts';

let root: string;
let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'storefront-plugin-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>site</title>');
  server = await createServer({
    configFile: false,
    root,
    customLogger: createLogger('silent'),
    server: { port: 0, host: '127.0.0.1', ws: false },
    plugins: [sandboxPlugin({ services: storefrontSandboxServices() })],
  });
  await server.listen();
  const { port } = server.httpServer?.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('storefrontSandboxServices in the Vite plugin', () => {
  it('serves the API at /sandbox/storefront/v1 with absolute image URLs on the origin', async () => {
    const response = await fetch(
      `${origin}/sandbox/storefront/v1/collections/all/products?storefront_token=ptkn_sandbox&currency=USD&size=1`,
    );
    expect(response.status).toBe(200);
    type Image = { url: string; transformedUrl: string };
    const { results } = (await response.json()) as { results: { images: Image[] }[] };
    const { url = '', transformedUrl = '' } = results[0]?.images[0] ?? {};
    const images = `${origin}/sandbox/storefront/images`;
    expect(url).toMatch(new RegExp(`^${images}/original/[a-z0-9-]+-1\\.svg$`));
    expect(transformedUrl).toMatch(new RegExp(`^${images}/[a-z0-9-]+-1\\.svg$`));
    for (const address of [url, transformedUrl]) {
      expect((await fetch(address)).headers.get('content-type')).toContain('image/svg+xml');
    }
  });

  it('serves the store pages at /sandbox/store, leaving the rest to Vite', async () => {
    const store = await fetch(`${origin}/sandbox/store`);
    expect(await store.text()).toContain('Sandbox store');
    const site = await fetch(`${origin}/`);
    expect(await site.text()).toContain('<title>site</title>');
  });
});
