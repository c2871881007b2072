/**
 * A shop collection (docs/product.md, store: slug, name). Every store has a built-in `all`
 * collection holding every product (the storefront has no list-all-products endpoint), which is not
 * one of the filter buttons (docs/product.md, store: "With no collections all products load").
 */
export interface StoreCollection {
  slug: string;
  name: string;
}

/** The collection every store has, holding every product. */
export const ALL_COLLECTION_SLUG = 'all';

/** The filter buttons: the store's collections, in its order, without the built-in `all`. */
export function filterCollections<T extends StoreCollection>(collections: readonly T[]): T[] {
  return collections.filter(({ slug }) => slug !== ALL_COLLECTION_SLUG);
}
