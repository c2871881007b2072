/**
 * The storefront's answers as the shop shows them (docs/architecture.md, layers): collections and
 * products become the domain's `StoreCollection` and `StoreProduct` here, once. The shop's actors
 * call these with the real client; tests call them with fakes.
 */
import { ALL_COLLECTION_SLUG, type StoreCollection } from '@/domain/site/store/collection';
import type { StoreProduct } from '@/domain/site/store/product';
import type { StoreClient } from './client';
import { formatPrice, isSoldOut, lowestPrice } from './price';
import type { Collection, Product } from './types';

export function toStoreCollection(collection: Collection): StoreCollection {
  return { slug: collection.slug, name: collection.name };
}

/**
 * A store product as the shop shows it: the documented fields, price and sold-out state, each
 * picture at its resized address when the API offers one (a card never needs the original).
 */
export function toStoreProduct(product: Product): StoreProduct {
  const price = lowestPrice(product);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    images: product.images.map(({ url, transformedUrl }) => ({ url: transformedUrl ?? url })),
    soldOut: isSoldOut(product),
    ...(price && {
      price: formatPrice(price),
      priceVaries: product.variants.some((variant) => variant.unitPrice.value > price.value),
    }),
  };
}

/** The store's collections, in its order (the built-in `all` included; the shop drops it). */
export async function loadStoreCollections(
  store: Pick<StoreClient, 'listCollections'>,
  signal: AbortSignal,
): Promise<StoreCollection[]> {
  return (await store.listCollections(signal)).map(toStoreCollection);
}

/** The PUBLIC products of one collection; `all` is every PUBLIC product. */
export async function loadStoreProducts(
  store: Pick<StoreClient, 'listCollectionProducts' | 'listAllProducts'>,
  slug: string,
  signal: AbortSignal,
): Promise<StoreProduct[]> {
  const products =
    slug === ALL_COLLECTION_SLUG
      ? await store.listAllProducts(signal)
      : await store.listCollectionProducts(slug, signal);
  return products.map(toStoreProduct);
}
