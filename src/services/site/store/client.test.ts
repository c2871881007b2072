import { describe, expect, it, vi } from 'vitest';
import { createStoreClient } from './client';
import { StoreError } from './errors';
import type { FetchLike } from './request';
import { rejectionOf } from '@/test/rejection';

const signal = () => new AbortController().signal;
const options = {
  apiBase: 'https://api.test/v1/',
  token: 'ptkn_x',
  storeUrl: 'https://shop.test/',
};

const answer = (body: string, status = 200) => Promise.resolve(new Response(body, { status }));
const page = (results: unknown[], hasNextPage: boolean) =>
  JSON.stringify({ results, paging: { hasNextPage } });
const collection = (slug: string) => ({ id: slug, slug, name: slug });

function clientAnswering(reply: (url: URL) => Promise<Response>, extra = {}) {
  const fetch = vi.fn<FetchLike>((input) => reply(new URL(input)));
  return { fetch, client: createStoreClient({ ...options, fetch, ...extra }) };
}

const failure = (promise: Promise<unknown>) => rejectionOf(promise, StoreError);

describe('createStoreClient', () => {
  it('sends the token, currency and 0-based paging, and follows hasNextPage', async () => {
    const { fetch, client } = clientAnswering((url) =>
      answer(page([{ id: 'p', slug: 'p', name: 'P' }], url.searchParams.get('page') !== '2')),
    );
    await client.listAllProducts(signal());
    const urls = fetch.mock.calls.map(([input]) => new URL(input));
    expect(urls.map((url) => url.pathname)).toEqual(Array(3).fill('/v1/collections/all/products'));
    expect(urls.map((url) => url.searchParams.get('page'))).toEqual(['0', '1', '2']);
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      storefront_token: 'ptkn_x',
      currency: 'USD',
      page: '0',
      size: '50',
    });
    expect(fetch.mock.calls[0]?.[1].headers).toEqual({ Accept: 'application/json' });
  });

  it('stops at the page cap', async () => {
    const { fetch, client } = clientAnswering(() => answer(page([collection('a')], true)), {
      maxPages: 3,
    });
    expect(await client.listCollections(signal())).toHaveLength(3);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('encodes slugs and builds product page URLs on the store', async () => {
    const { fetch, client } = clientAnswering(() => answer('{}', 404));
    await failure(client.getProduct('a b/c', signal()));
    expect(fetch.mock.calls[0]?.[0]).toMatch(/^https:\/\/api\.test\/v1\/products\/a%20b%2Fc\?/);
    expect(client.productPageUrl('hoodie')).toBe('https://shop.test/products/hoodie');
    expect((await failure(client.getProduct(' ', signal()))).kind).toBe('not-found');
  });

  it("keeps only https pictures, or pictures of the API's own origin (the sandbox)", async () => {
    const image = (id: string, url: string) => ({ id, url });
    const product = {
      id: 'p',
      slug: 'p',
      name: 'P',
      images: [
        image('https', 'https://cdn.test/p.jpg'),
        image('script', 'javascript:alert(1)'),
        image('http', 'http://cdn.test/p.jpg'),
        image('own', 'http://127.0.0.1:4173/sandbox/storefront/images/p-1.svg'),
      ],
      variants: [],
      access: { type: 'PUBLIC' },
    };
    const { client } = clientAnswering(() => answer(page([product], false)), {
      apiBase: 'http://127.0.0.1:4173/sandbox/storefront/v1',
    });
    const [shown] = await client.listAllProducts(signal());
    expect(shown?.images.map(({ id }) => id)).toEqual(['https', 'own']);
  });

  it('lists only PUBLIC products: hidden, archived and unknown access are left out', async () => {
    const product = (slug: string, access?: unknown) => ({
      id: slug,
      slug,
      name: slug,
      images: [],
      variants: [],
      ...(access !== undefined && { access }),
    });
    const results = [
      product('shown', { type: 'PUBLIC' }),
      product('hidden', { type: 'HIDDEN' }),
      product('archived', { type: 'ARCHIVED' }),
      product('unknown', { type: 'MEMBERS_ONLY' }),
      product('missing'),
      product('also-shown', { type: 'PUBLIC' }),
    ];
    const { client } = clientAnswering(() => answer(page(results, false)));
    const listed = await client.listCollectionProducts('apparel', signal());
    expect(listed.map(({ slug }) => slug)).toEqual(['shown', 'also-shown']);
  });

  it('reports a product that is not PUBLIC, asked for by its slug, as not-found', async () => {
    const hidden = { id: 'h', slug: 'h', name: 'H', images: [], variants: [] };
    const { client } = clientAnswering(() =>
      answer(JSON.stringify({ ...hidden, access: { type: 'HIDDEN' } })),
    );
    const error = await failure(client.getProduct('h', signal()));
    expect({ kind: error.kind, message: error.message }).toEqual({
      kind: 'not-found',
      message: "Product 'h' is HIDDEN",
    });
  });

  it.each([
    ['not JSON', () => answer('<html>oops</html>'), 'invalid-response', 200],
    ['a wrong shape', () => answer(page([{ slug: 'x' }], false)), 'invalid-response', 200],
    ['a 500', () => answer('{"code":"BOOM","message":"down"}', 500), 'server', 500],
    ['a 403', () => answer('', 403), 'unauthorized', 403],
    ['no answer', () => Promise.reject(new TypeError('fetch failed')), 'network', 0],
  ])('turns %s into a typed error', async (_, reply, kind, status) => {
    const { client } = clientAnswering(reply);
    const error = await failure(client.listCollections(signal()));
    expect({ kind: error.kind, status: error.status }).toEqual({ kind, status });
  });

  it('keeps the API error code', async () => {
    const { client } = clientAnswering(() =>
      answer('{"code":"OFFER_NOT_FOUND_ERROR","offerId":"x"}', 404),
    );
    const error = await failure(client.getProduct('x', signal()));
    expect(error.code).toBe('OFFER_NOT_FOUND_ERROR');
    expect(error.message).toContain('404');
  });
});
