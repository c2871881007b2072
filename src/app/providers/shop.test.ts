// @vitest-environment node
/**
 * The shop as the app provides it: the shop machine with the real store client, against the
 * storefront emulator over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { startStorefrontSandbox, type StorefrontSandbox } from '../../../sandbox/storefront/server';
import type { Product } from '@/services/store';
import type { AppConfig } from '../env';

const config = vi.hoisted(() => ({ storefront: undefined as AppConfig['storefront'] | undefined }));
vi.mock('../env', () => ({ appConfig: () => config }));

const { productPageUrl, shopLogic, storeUrl, toShopProduct } = await import('./shop');

let sandbox: StorefrontSandbox;

beforeAll(async () => {
  sandbox = await startStorefrontSandbox();
  config.storefront = { source: 'sandbox', ...sandbox };
});

afterAll(async () => {
  await sandbox.close();
});

const variant = (value: number, inStock = 5) => ({
  id: `v${value}`,
  name: 'Variant',
  unitPrice: { value, currency: 'USD' },
  stock: { type: 'LIMITED' as const, inStock },
  attributes: {},
  images: [],
});

const product = (overrides: Partial<Product>): Product => ({
  id: 'p1',
  slug: 'cut-tee',
  name: 'Cut Tee',
  description: '<p>Soft.</p>',
  state: { type: 'AVAILABLE' },
  images: [{ id: 'i1', url: 'https://cdn.example/1.png', width: 800 }],
  variants: [variant(24.99)],
  ...overrides,
});

describe('toShopProduct', () => {
  it('keeps the spec fields and the image urls, with the price', () => {
    expect(toShopProduct(product({}))).toEqual({
      id: 'p1',
      slug: 'cut-tee',
      name: 'Cut Tee',
      images: [{ url: 'https://cdn.example/1.png' }],
      soldOut: false,
      price: '$24.99',
      priceVaries: false,
    });
  });

  it("marks a 'From' price when a variant costs more than the cheapest", () => {
    const shown = toShopProduct(product({ variants: [variant(31.99), variant(29.99)] }));
    expect(shown).toMatchObject({ price: '$29.99', priceVaries: true });
  });

  it('ignores a cheaper variant that is out of stock', () => {
    const shown = toShopProduct(product({ variants: [variant(19.99, 0), variant(29.99)] }));
    expect(shown).toMatchObject({ price: '$29.99', priceVaries: false });
  });

  it('shows sold out, and no price for a product without variants', () => {
    const shown = toShopProduct(product({ state: { type: 'SOLD_OUT' }, variants: [] }));
    expect(shown.soldOut).toBe(true);
    expect(shown).not.toHaveProperty('price');
    expect(shown).not.toHaveProperty('priceVaries');
  });
});

describe('shopLogic against the storefront emulator', () => {
  it("selects the first collection and shows its products; 'all' is no button", async () => {
    const actor = createActor(shopLogic).start();
    const { context } = await waitFor(actor, (s) => s.hasTag('list'));
    actor.stop();
    expect(context.collections.map(({ slug }) => slug)).toEqual([
      'apparel',
      'accessories',
      'digital-downloads',
    ]);
    expect(context.selectedSlug).toBe('apparel');
    expect(context.products.map(({ slug }) => slug)).toContain('keyframe-classic-tee');
    for (const shown of context.products) {
      expect(shown.images[0]?.url).toBe(
        new URL(`../images/${shown.slug}-1.svg`, `${sandbox.apiBase}/`).href,
      );
      expect(shown.price).toMatch(/^\$\d+\.\d{2}$/);
    }
    expect(context.products.filter(({ soldOut }) => soldOut)).toHaveLength(1);
  });

  it("loads another collection's products when it is chosen", async () => {
    const actor = createActor(shopLogic).start();
    await waitFor(actor, (s) => s.hasTag('list'));
    actor.send({ type: 'collection.select', slug: 'accessories' });
    const { context } = await waitFor(actor, (s) => s.hasTag('list'));
    actor.stop();
    expect(context.products.map(({ slug }) => slug)).toEqual([
      'cold-open-ceramic-mug',
      'final-export-sticker-pack',
      'match-cut-dad-cap',
      'timeline-canvas-tote',
    ]);
  });

  it("links to the store's pages", () => {
    expect(storeUrl()).toBe(sandbox.storeUrl.replace(/\/+$/, ''));
    expect(productPageUrl('keyframe-classic-tee')).toBe(
      `${storeUrl()}/products/keyframe-classic-tee`,
    );
  });
});
