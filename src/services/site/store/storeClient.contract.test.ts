/**
 * Contract tests: the production store client against the storefront emulator, over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStorefrontSandbox,
  type StorefrontSandbox,
} from '../../../../sandbox/storefront/server';
import { createStoreClient, type StoreClientOptions } from './client';
import { StoreError } from './errors';
import { formatPrice, isSoldOut, lowestPrice } from './price';
import { rejectionOf } from '@/test/rejection';

let sandbox: StorefrontSandbox;
const signal = () => new AbortController().signal;
const client = (extra: Partial<StoreClientOptions> = {}) =>
  createStoreClient({
    apiBase: sandbox.apiBase,
    token: sandbox.token,
    storeUrl: sandbox.storeUrl,
    ...extra,
  });

const failure = (promise: Promise<unknown>) => rejectionOf(promise, StoreError);

beforeAll(async () => {
  sandbox = await startStorefrontSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

describe('store client against the storefront emulator', () => {
  it('lists collections, the built-in all first', async () => {
    const collections = await client({ pageSize: 2 }).listCollections(signal());
    expect(collections.map((collection) => collection.slug)).toEqual([
      'all',
      'apparel',
      'accessories',
      'digital-downloads',
    ]);
    expect(collections.map((collection) => collection.name)).toContain('Digital Downloads');
  });

  it('reads every product of a collection across small pages', async () => {
    const paged = await client({ pageSize: 4 }).listCollectionProducts('apparel', signal());
    const whole = await client().listCollectionProducts('apparel', signal());
    expect(paged.length).toBeGreaterThan(4);
    expect(paged).toEqual(whole);
    expect(new Set(paged.map((product) => product.slug)).size).toBe(paged.length);
  });

  it('lists all products through the all collection, with USD prices and one sold out', async () => {
    const products = await client({ pageSize: 5 }).listAllProducts(signal());
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(products.filter(isSoldOut)).toHaveLength(1);
    for (const product of products) {
      const price = lowestPrice(product);
      expect(price?.currency).toBe('USD');
      expect(formatPrice(price ?? { value: 0, currency: 'USD' })).toMatch(/^\$\d+\.\d{2}$/);
      expect(product.images[0]).toMatchObject({
        url: `${sandbox.url}/sandbox/storefront/images/original/${product.slug}-1.svg`,
        transformedUrl: `${sandbox.url}/sandbox/storefront/images/${product.slug}-1.svg`,
      });
    }
  });

  it('leaves out the hidden and archived products a collection answers', async () => {
    const apparel = await client({ pageSize: 3 }).listCollectionProducts('apparel', signal());
    expect(apparel.map((product) => product.slug)).toEqual([
      'keyframe-classic-tee',
      'slow-motion-heavyweight-tee',
      'lower-third-long-sleeve-tee',
      'jump-cut-pullover-hoodie',
      'rough-cut-zip-hoodie',
      'wide-shot-crewneck-sweatshirt',
    ]);
    const hidden = await failure(client().getProduct('crew-only-classic-tee', signal()));
    expect(hidden.kind).toBe('not-found');
    const archived = await failure(client().getProduct('tape-deck-heavyweight-tee', signal()));
    expect(archived.kind).toBe('not-found');
  });

  it('prices the bundle, which has no variants, at its product-level price', async () => {
    const bundle = await client().getProduct('golden-hour-thumbnail-template-kit', signal());
    expect(bundle.variants).toEqual([]);
    expect(lowestPrice(bundle)).toEqual({ value: 14.99, currency: 'USD' });
  });

  it('gets one product, and its store page exists', async () => {
    const [first] = await client().listCollectionProducts('accessories', signal());
    const product = await client().getProduct(first?.slug ?? '', signal());
    expect(product).toEqual(first);
    const page = await fetch(client().productPageUrl(product.slug));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(product.name);
  });

  it('reports unknown slugs as not-found', async () => {
    expect((await failure(client().getProduct('no-such-thing', signal()))).kind).toBe('not-found');
    const error = await failure(client().listCollectionProducts('nope', signal()));
    expect({ kind: error.kind, code: error.code }).toEqual({
      kind: 'not-found',
      code: 'COLLECTION_NOT_FOUND_ERROR',
    });
  });

  it('reports a missing or wrong token as unauthorized', async () => {
    const error = await failure(client({ token: '' }).listCollections(signal()));
    expect({ kind: error.kind, status: error.status }).toEqual({
      kind: 'unauthorized',
      status: 401,
    });
    expect((await failure(client({ token: 'ptkn_x' }).listAllProducts(signal()))).kind).toBe(
      'unauthorized',
    );
  });

  it('reports an aborted call as aborted', async () => {
    const controller = new AbortController();
    const call = client().listAllProducts(controller.signal);
    controller.abort();
    expect((await failure(call)).kind).toBe('aborted');
    expect((await failure(client().listCollections(AbortSignal.abort()))).kind).toBe('aborted');
  });

  it('reports a malformed answer as invalid-response', async () => {
    const truncating = (input: string, init: RequestInit) =>
      fetch(input, init).then(async (response) => {
        const text = await response.text();
        return new Response(text.slice(0, text.length / 2), { status: response.status });
      });
    const error = await failure(client({ fetch: truncating }).listAllProducts(signal()));
    expect({ kind: error.kind, status: error.status }).toEqual({
      kind: 'invalid-response',
      status: 200,
    });
  });
});
