import { describe, expect, it } from 'vitest';
import { compareAtPrice, formatPrice, isSoldOut, lowestPrice } from './price';
import type { Product, Variant } from './types';

const usd = (value: number) => ({ value, currency: 'USD' });

function variant(value: number, extra: Partial<Variant> = {}): Variant {
  return {
    id: `v-${value}`,
    name: `Tee - ${value}`,
    unitPrice: usd(value),
    stock: { type: 'UNLIMITED' },
    attributes: {},
    images: [],
    ...extra,
  };
}

function product(variants: Variant[], state: Product['state']['type'] = 'AVAILABLE'): Product {
  return {
    id: 'p',
    slug: 'tee',
    name: 'Tee',
    description: '',
    state: { type: state },
    access: { type: 'PUBLIC' },
    images: [],
    variants,
  };
}

describe('formatPrice', () => {
  it.each([
    [24.99, '$24.99'],
    [7, '$7.00'],
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
  ])('formats %d USD as %s', (value, text) => {
    expect(formatPrice(usd(value))).toBe(text);
  });

  it('labels other currencies and survives an unknown code', () => {
    expect(formatPrice({ value: 20, currency: 'EUR' })).toBe('€20.00');
    expect(formatPrice({ value: 20, currency: 'NOT-A-CODE' })).toBe('20.00 NOT-A-CODE');
  });
});

describe('lowestPrice', () => {
  it('is the cheapest in-stock variant', () => {
    const cheapButGone = variant(19.99, { stock: { type: 'LIMITED', inStock: 0 } });
    expect(lowestPrice(product([variant(29.99), cheapButGone, variant(24.99)]))).toEqual(
      usd(24.99),
    );
  });

  it('falls back to the cheapest of all when nothing is in stock, and null without variants', () => {
    const gone = (value: number) => variant(value, { stock: { type: 'LIMITED', inStock: 0 } });
    expect(lowestPrice(product([gone(30), gone(20)]))).toEqual(usd(20));
    expect(lowestPrice(product([]))).toBeNull();
  });

  it('is the product-level price of a product without variants (a bundle)', () => {
    expect(lowestPrice({ ...product([]), price: usd(39.99) })).toEqual(usd(39.99));
  });
});

describe('compareAtPrice', () => {
  it('is the cheapest variant’s compare-at price when it is higher', () => {
    expect(compareAtPrice(product([variant(24.99, { compareAtPrice: usd(29.99) })]))).toEqual(
      usd(29.99),
    );
    expect(compareAtPrice(product([variant(24.99, { compareAtPrice: usd(24.99) })]))).toBeNull();
    expect(compareAtPrice(product([variant(24.99)]))).toBeNull();
  });
});

describe('isSoldOut', () => {
  it('follows the product state', () => {
    expect(isSoldOut(product([variant(1)], 'SOLD_OUT'))).toBe(true);
    expect(isSoldOut(product([variant(1)]))).toBe(false);
  });
});
