/**
 * The emulator's wire format over real HTTP: paging envelope, access, bundle prices, errors,
 * CORS, images, store pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog.ts';
import { startStorefrontSandbox, type StorefrontSandbox } from './server.ts';

let sandbox: StorefrontSandbox;
const catalog = generateCatalog();

beforeAll(async () => {
  sandbox = await startStorefrontSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

function api(path: string, params: Record<string, string> = {}, init?: RequestInit) {
  const query = new URLSearchParams({ storefront_token: 'ptkn_sandbox', ...params });
  return fetch(`${sandbox.apiBase}${path}?${query}`, init);
}

async function body(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

describe('storefront emulator', () => {
  it('pages a collection from 0 with the documented envelope', async () => {
    const total = catalog.collections[0]?.products.length ?? 0;
    const pages = await Promise.all(
      [0, 1, 2, 3].map(async (page) =>
        body(
          await api('/collections/all/products', {
            currency: 'USD',
            page: String(page),
            size: '5',
          }),
        ),
      ),
    );
    expect(pages.map((page) => page.paging)).toEqual(
      [0, 1, 2, 3].map((page) => ({
        pageNumber: page,
        pageSize: 5,
        elementsSize: Math.max(0, Math.min(5, total - page * 5)),
        elementsTotal: total,
        totalPages: Math.ceil(total / 5),
        hasNextPage: page + 1 < Math.ceil(total / 5),
      })),
    );
    const slugs = pages.flatMap((page) => (page.results as { slug: string }[]).map((p) => p.slug));
    expect(slugs).toEqual(catalog.collections[0]?.products);
  });

  it('gives every product its access; Apparel answers a hidden and an archived one', async () => {
    type Answered = { slug: string; access: { type: string } };
    const results = async (slug: string) =>
      (await body(await api(`/collections/${slug}/products`, { size: '100' })))
        .results as Answered[];
    const all = await results('all');
    expect(new Set(all.map(({ access }) => access.type))).toEqual(new Set(['PUBLIC']));
    const apparel = await results('apparel');
    expect(apparel.filter(({ access }) => access.type !== 'PUBLIC')).toEqual([
      expect.objectContaining({ slug: 'crew-only-classic-tee', access: { type: 'HIDDEN' } }),
      expect.objectContaining({ slug: 'tape-deck-heavyweight-tee', access: { type: 'ARCHIVED' } }),
    ]);
    const archived = await body(await api('/products/tape-deck-heavyweight-tee'));
    expect(archived.access).toEqual({ type: 'ARCHIVED' });
  });

  it('prices the bundle at the product level, with no variants', async () => {
    const bundle = await body(await api('/products/golden-hour-thumbnail-template-kit'));
    expect(bundle).toMatchObject({ price: { value: 14.99, currency: 'USD' }, variants: [] });
    const tee = await body(await api('/products/keyframe-classic-tee'));
    expect(tee).not.toHaveProperty('price');
    expect((tee.variants as unknown[]).length).toBeGreaterThan(0);
  });

  it('answers JSON with CORS headers, and preflights', async () => {
    const response = await api('/collections');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${sandbox.apiBase}/collections`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    expect((await api('/collections', {}, { method: 'POST' })).status).toBe(405);
  });

  it('serves one collection, one product and the shop', async () => {
    expect(await body(await api('/collections/apparel'))).toMatchObject({
      slug: 'apparel',
      name: 'Apparel',
    });
    const slug = catalog.products[0]?.slug ?? '';
    const product = await body(await api(`/products/${slug}`, { currency: 'USD' }));
    expect(product).toMatchObject({ slug, state: { type: 'AVAILABLE' } });
    expect(Object.keys(await body(await api('/shop')))).toEqual([
      'id',
      'name',
      'domain',
      'publicDomain',
    ]);
  });

  it('has no product list, and 404s unknown slugs with Platform-style codes', async () => {
    expect((await api('/products')).status).toBe(404);
    const product = await api('/products/nope');
    expect(product.status).toBe(404);
    expect(await body(product)).toMatchObject({ code: 'OFFER_NOT_FOUND_ERROR', offerId: 'nope' });
    const collection = await api('/collections/nope/products');
    expect(await body(collection)).toMatchObject({ code: 'COLLECTION_NOT_FOUND_ERROR' });
  });

  it('refuses a missing or wrong token with 401', async () => {
    expect((await fetch(`${sandbox.apiBase}/collections`)).status).toBe(401);
    expect((await api('/collections', { storefront_token: 'ptkn_other' })).status).toBe(401);
  });

  it('validates currency, page and size', async () => {
    const bad = await api('/collections/all/products', { currency: 'XYZ' });
    expect(bad.status).toBe(400);
    expect(await body(bad)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'currency' });
    const euros = await body(
      await api('/products/' + (catalog.products[0]?.slug ?? ''), { currency: 'EUR' }),
    );
    expect(JSON.stringify(euros)).not.toContain('EUR'); // known but not offered: still USD
    expect((await api('/collections', { page: '-1' })).status).toBe(400);
    expect((await api('/collections', { size: '0' })).status).toBe(400);
  });

  it('serves the mockups its product images point to, original and resized', async () => {
    const slug = catalog.products[3]?.slug ?? '';
    const product = await body(await api(`/products/${slug}`));
    const [image] = product.images as { url: string; transformedUrl: string; width: number }[];
    const images = `${sandbox.url}/sandbox/storefront/images`;
    expect(image).toMatchObject({
      url: `${images}/original/${slug}-1.svg`,
      transformedUrl: `${images}/${slug}-1.svg`,
      width: 800,
    });
    const original = await fetch(image?.url ?? '');
    expect(original.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await original.text()).toContain('width="800" height="800"');
    expect(await (await fetch(image?.transformedUrl ?? '')).text()).toContain('width="400"');
    expect((await fetch(`${images}/nope-1.svg`)).status).toBe(404);
    expect((await fetch(`${images}/original/nope-1.svg`)).status).toBe(404);
  });

  it('serves the sandbox store pages', async () => {
    const index = await fetch(sandbox.storeUrl);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const product = catalog.products[0];
    const text = await index.text();
    expect(text).toContain('Sandbox store');
    expect(text).toContain(`href="/sandbox/store/products/${product?.slug ?? ''}"`);
    const page = await fetch(`${sandbox.storeUrl}/products/${product?.slug ?? ''}`);
    expect(await page.text()).toContain(product?.name);
    expect((await fetch(`${sandbox.storeUrl}/products/nope`)).status).toBe(404);
    expect(text).not.toContain('crew-only-classic-tee');
    expect((await fetch(`${sandbox.storeUrl}/products/crew-only-classic-tee`)).status).toBe(404);
  });
});
