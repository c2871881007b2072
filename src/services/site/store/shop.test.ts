import { describe, expect, it, vi } from 'vitest';
import { loadStoreCollections, loadStoreProducts, toStoreCollection, toStoreProduct } from './shop';
import type { Product } from './types';

const signal = () => new AbortController().signal;

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
  access: { type: 'PUBLIC' },
  images: [{ id: 'i1', url: 'https://cdn.example/1.png', width: 800 }],
  variants: [variant(24.99)],
  ...overrides,
});

describe('toStoreProduct', () => {
  it('keeps the documented fields and the image urls, with the price', () => {
    expect(toStoreProduct(product({}))).toEqual({
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
    const shown = toStoreProduct(product({ variants: [variant(31.99), variant(29.99)] }));
    expect(shown).toMatchObject({ price: '$29.99', priceVaries: true });
  });

  it('ignores a cheaper variant that is out of stock', () => {
    const shown = toStoreProduct(product({ variants: [variant(19.99, 0), variant(29.99)] }));
    expect(shown).toMatchObject({ price: '$29.99', priceVaries: false });
  });

  it('shows the resized picture where the store offers one, else the original', () => {
    const images = [
      {
        id: 'i1',
        url: 'https://cdn.example/1.png',
        transformedUrl: 'https://cdn.example/1-w720.png',
      },
      { id: 'i2', url: 'https://cdn.example/2.png' },
    ];
    expect(toStoreProduct(product({ images })).images).toEqual([
      { url: 'https://cdn.example/1-w720.png' },
      { url: 'https://cdn.example/2.png' },
    ]);
  });

  it('shows sold out, and no price for a product without variants or a price of its own', () => {
    const shown = toStoreProduct(product({ state: { type: 'SOLD_OUT' }, variants: [] }));
    expect(shown.soldOut).toBe(true);
    expect(shown).not.toHaveProperty('price');
    expect(shown).not.toHaveProperty('priceVaries');
  });

  it('shows the product-level price of a product without variants (a bundle)', () => {
    const bundle = product({ variants: [], price: { value: 39.99, currency: 'USD' } });
    expect(toStoreProduct(bundle)).toMatchObject({ price: '$39.99', priceVaries: false });
  });
});

describe('toStoreCollection', () => {
  it('keeps the slug and the name only', () => {
    expect(
      toStoreCollection({ id: 'c1', slug: 'apparel', name: 'Apparel', description: 'Tees' }),
    ).toEqual({ slug: 'apparel', name: 'Apparel' });
  });
});

describe('the shop reads', () => {
  const store = {
    listCollections: vi.fn(() =>
      Promise.resolve([
        { id: 'c0', slug: 'all', name: 'All' },
        { id: 'c1', slug: 'apparel', name: 'Apparel' },
      ]),
    ),
    listAllProducts: vi.fn(() => Promise.resolve([product({ id: 'every' })])),
    listCollectionProducts: vi.fn(() => Promise.resolve([product({ id: 'one' })])),
  };

  it('maps the collections in the store’s order', async () => {
    expect(await loadStoreCollections(store, signal())).toEqual([
      { slug: 'all', name: 'All' },
      { slug: 'apparel', name: 'Apparel' },
    ]);
  });

  it("reads every product for 'all' and one collection's otherwise", async () => {
    const all = await loadStoreProducts(store, 'all', signal());
    expect(all.map(({ id }) => id)).toEqual(['every']);
    const apparel = await loadStoreProducts(store, 'apparel', signal());
    expect(apparel.map(({ id }) => id)).toEqual(['one']);
    expect(store.listCollectionProducts).toHaveBeenCalledWith('apparel', expect.any(AbortSignal));
  });
});
