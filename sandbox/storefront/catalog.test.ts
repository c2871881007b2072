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

  const listed = catalog.products.filter((product) => product.access === 'PUBLIC');

  it('has the built-in all collection, of every PUBLIC product, and three more', () => {
    const slugs = catalog.collections.map((collection) => collection.slug);
    expect(slugs).toEqual(['all', 'apparel', 'accessories', 'digital-downloads']);
    for (const collection of catalog.collections)
      expect(collection.products.length).toBeGreaterThan(0);
    const all = catalog.collections[0]?.products ?? [];
    expect([...all].sort()).toEqual(listed.map((product) => product.slug).sort());
  });

  it('files a hidden and an archived product inside Apparel, between PUBLIC ones', () => {
    const unlisted = catalog.products.filter((product) => product.access !== 'PUBLIC');
    expect(unlisted.map(({ slug, access }) => [slug, access])).toEqual([
      ['crew-only-classic-tee', 'HIDDEN'],
      ['tape-deck-heavyweight-tee', 'ARCHIVED'],
    ]);
    const apparel = catalog.collections.find((collection) => collection.slug === 'apparel');
    expect(apparel?.products.indexOf('crew-only-classic-tee')).toBe(2);
    expect(apparel?.products.indexOf('tape-deck-heavyweight-tee')).toBe(5);
    expect(apparel?.products.at(-1)).toBe('wide-shot-crewneck-sweatshirt');
  });

  it('leaves the PUBLIC products as they were before the unlisted ones came', () => {
    expect(listed).toHaveLength(14);
    expect(catalog.products.slice(0, 14)).toEqual(listed);
    expect(listed.map((product) => product.slug).slice(0, 3)).toEqual([
      'keyframe-classic-tee',
      'slow-motion-heavyweight-tee',
      'lower-third-long-sleeve-tee',
    ]);
  });

  it('has one bundle: a single-option product, not discounted', () => {
    const bundles = catalog.products.filter((product) => product.bundle);
    expect(bundles.map(({ slug }) => slug)).toEqual(['golden-hour-thumbnail-template-kit']);
    expect(bundles[0]?.variants).toHaveLength(1);
    expect(bundles[0]?.variants[0]?.compareAtCents).toBeNull();
  });

  it('has at least 12 distinct products, exactly one sold out, a couple discounted', () => {
    const { products } = catalog;
    expect(listed.length).toBeGreaterThanOrEqual(12);
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

  it('draws small SVG mockups, full size or resized', () => {
    for (const product of catalog.products) {
      for (const image of product.images) {
        const svg = productSvg({ ...image, title: product.name });
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*<\/svg>$/);
        expect(svg).toContain('width="800" height="800"');
        expect(svg.length).toBeLessThan(2000);
        const resized = productSvg({ ...image, title: product.name, size: 400 });
        expect(resized).toBe(svg.replace('width="800" height="800"', 'width="400" height="400"'));
      }
    }
  });
});
