import { describe, expect, it } from 'vitest';
import { pageOf, parseCollection, parseProduct } from './parse';
import { ShapeError } from './shape';

const variant = {
  id: 'v1',
  name: 'Tee - Black, L',
  sku: 'ABCD-BLAL',
  unitPrice: { value: 24.99, currency: 'USD' },
  compareAtPrice: null,
  stock: { type: 'LIMITED', inStock: 0 },
  attributes: { description: 'Black, L', color: { name: 'Black', swatch: '#000' } },
  images: [],
  weight: { value: 1, unit: 'kg' },
};
const product = {
  id: 'p1',
  slug: 'tee',
  name: 'Tee',
  description: '<p>Soft</p>',
  state: { type: 'AVAILABLE' },
  images: [
    {
      id: 'i1',
      url: 'https://x/i.png',
      width: 800,
      height: 800,
      transformedUrl: 'https://x/i-720.png',
    },
  ],
  variants: [variant],
  access: { type: 'PUBLIC' },
};

describe('parseProduct', () => {
  it('keeps the fields the site reads and drops the rest', () => {
    const parsed = parseProduct(product, '');
    expect(parsed).toMatchObject({
      id: 'p1',
      slug: 'tee',
      state: { type: 'AVAILABLE' },
      access: { type: 'PUBLIC' },
    });
    expect(parsed.images[0]?.transformedUrl).toBe('https://x/i-720.png');
    expect(parsed.variants[0]).not.toHaveProperty('weight');
    expect(parsed.variants[0]?.compareAtPrice).toBeUndefined();
    expect(parsed.variants[0]?.attributes.color).toEqual({ name: 'Black', swatch: '#000' });
  });

  it('derives a missing or unknown state from stock', () => {
    expect(parseProduct({ ...product, state: undefined }, '').state.type).toBe('SOLD_OUT');
    expect(parseProduct({ ...product, state: { type: 'NEW' }, variants: [] }, '').state.type).toBe(
      'AVAILABLE',
    );
  });

  it('reads the documented access types; a missing or unknown one is UNKNOWN', () => {
    const access = (value: unknown) => parseProduct({ ...product, access: value }, '').access.type;
    expect(access({ type: 'HIDDEN' })).toBe('HIDDEN');
    expect(access({ type: 'ARCHIVED' })).toBe('ARCHIVED');
    expect(access({ type: 'UNLISTED' })).toBe('UNKNOWN');
    expect(access('PUBLIC')).toBe('UNKNOWN');
    expect(access(undefined)).toBe('UNKNOWN');
  });

  it('reads a product-level price only when there are no variants', () => {
    const bundle = { ...product, variants: [], price: { value: 39.99, currency: 'USD' } };
    expect(parseProduct(bundle, '').price).toEqual({ value: 39.99, currency: 'USD' });
    const named = { ...product, variants: [], unitPrice: { value: 12, currency: 'USD' } };
    expect(parseProduct(named, '').price).toEqual({ value: 12, currency: 'USD' });
    expect(parseProduct({ ...bundle, variants: [variant] }, '')).not.toHaveProperty('price');
    expect(parseProduct({ ...bundle, price: { value: 'free' } }, '')).not.toHaveProperty('price');
  });

  it('names the path of a wrong field', () => {
    const broken = { ...product, variants: [{ ...variant, unitPrice: { value: '24.99' } }] };
    expect(() => parseProduct(broken, 'results[2]')).toThrow(
      new ShapeError('results[2].variants[0].unitPrice.value', 'a number'),
    );
    expect(() => parseProduct({ ...product, stock: null, slug: 3 }, '')).toThrow(ShapeError);
  });
});

describe('pageOf', () => {
  it('needs results and paging.hasNextPage', () => {
    const read = pageOf(parseCollection);
    const collection = { id: 'c', slug: 'all', name: 'All' };
    expect(read({ results: [collection], paging: { hasNextPage: false } }, '').results).toEqual([
      { ...collection, description: undefined, updatedAt: undefined },
    ]);
    expect(() => read({ paging: { hasNextPage: false } }, '')).toThrow('results: expected a list');
    expect(() => read({ results: [] }, '')).toThrow('paging: expected an object');
  });
});
