/**
 * The storefront's answers as the shop shows them (brief, rule 6): collections and products
 * become the domain's `ShopCollection` and `ShopProduct` here, once. The shop's actors call
 * these with the real client; tests call them with fakes.
 */
import { ALL_COLLECTION_SLUG, type ShopCollection } from '@/domain/shop/collection';
import type { ShopProduct } from '@/domain/shop/product';
import type { StoreClient } from './client';
import { formatPrice, isSoldOut, lowestPrice } from './price';
import type { Collection, Product } from './types';

export function toShopCollection(collection: Collection): ShopCollection {
  return { slug: collection.slug, name: collection.name };
}

/** A store product as the shop shows it: the fields of spec §3, price and sold-out state. */
export function toShopProduct(product: Product): ShopProduct {
  const price = lowestPrice(product);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    images: product.images.map(({ url }) => ({ url })),
    soldOut: isSoldOut(product),
    ...(price && {
      price: formatPrice(price),
      priceVaries: product.variants.some((variant) => variant.unitPrice.value > price.value),
    }),
  };
}

/** The store's collections, in its order (the built-in `all` included; the shop drops it). */
export async function loadShopCollections(
  store: Pick<StoreClient, 'listCollections'>,
  signal: AbortSignal,
): Promise<ShopCollection[]> {
  return (await store.listCollections(signal)).map(toShopCollection);
}

/** The products of one collection; `all` is every product. */
export async function loadShopProducts(
  store: Pick<StoreClient, 'listCollectionProducts' | 'listAllProducts'>,
  slug: string,
  signal: AbortSignal,
): Promise<ShopProduct[]> {
  const products =
    slug === ALL_COLLECTION_SLUG
      ? await store.listAllProducts(signal)
      : await store.listCollectionProducts(slug, signal);
  return products.map(toShopProduct);
}
