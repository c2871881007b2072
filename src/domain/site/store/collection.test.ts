import { describe, expect, it } from 'vitest';
import { ALL_COLLECTION_SLUG, filterCollections } from './collection';

describe('shop collections', () => {
  it("drops the store's built-in 'all' collection and keeps the store's order", () => {
    const collections = [
      { slug: 'apparel', name: 'Apparel' },
      { slug: ALL_COLLECTION_SLUG, name: 'All' },
      { slug: 'accessories', name: 'Accessories' },
    ];
    expect(filterCollections(collections).map(({ slug }) => slug)).toEqual([
      'apparel',
      'accessories',
    ]);
  });

  it("leaves nothing when 'all' is the only collection", () => {
    expect(filterCollections([{ slug: 'all', name: 'All' }])).toEqual([]);
  });
});
