import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog.ts';
import { createRandom } from '../shared/random.ts';
import { productSvg } from './svg.ts';

describe('createRandom', () => {
  it('repeats for a seed and differs across seeds', () => {
    const draws = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
  });
});

describe('generateCatalog', () => {
  const catalog = generateCatalog();

  it('is deterministic', () => {
    expect(generateCatalog()).toEqual(catalog);
    expect(JSON.stringify(generateCatalog(1))).toBe(JSON.stringify(generateCatalog(1)));
    expect(generateCatalog(1)).not.toEqual(catalog);
  });

  it('has the built-in all collection and three more, each with products', () => {
    const slugs = catalog.collections.map((collection) => collection.slug);
    expect(slugs).toEqual(['all', 'apparel', 'accessories', 'digital-downloads']);
    for (const collection of catalog.collections)
      expect(collection.products.length).toBeGreaterThan(0);
    const all = catalog.collections[0]?.products ?? [];
    expect([...all].sort()).toEqual(catalog.products.map((product) => product.slug).sort());
  });

  it('has at least 12 distinct products, exactly one sold out, a couple discounted', () => {
    const { products } = catalog;
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    expect(products.filter((product) => product.soldOut)).toHaveLength(1);
    const discounted = products.filter((product) =>
      product.variants.some((variant) => variant.compareAtCents !== null),
    );
    expect(discounted.length).toBe(2);
  });

  it('gives apparel colour and size options with swatches, and every variant an image', () => {
    for (const product of catalog.products) {
      expect(product.descriptionHtml).toMatch(/^<p>.+<\/ul>$/);
      for (const variant of product.variants) {
        expect(variant.cents % 100).toBe(99);
        expect(product.images.some((image) => image.n === variant.image)).toBe(true);
        if (product.collection === 'apparel') {
          expect(variant.colour?.swatch).toMatch(/^#[0-9a-f]{6}$/);
          expect(variant.size).toMatch(/^(S|M|L|X{1,2}L)$/);
        }
      }
    }
  });

  it('draws small SVG mockups', () => {
    for (const product of catalog.products) {
      for (const image of product.images) {
        const svg = productSvg({ ...image, title: product.name });
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*<\/svg>$/);
        expect(svg.length).toBeLessThan(2000);
      }
    }
  });
});
