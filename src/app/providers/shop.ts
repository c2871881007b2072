import { fromPromise } from 'xstate';
import { ALL_COLLECTION_SLUG, shopMachine, type ShopProduct } from '@/machines/shopMachine';
import {
  createStoreClient,
  formatPrice,
  isSoldOut,
  lowestPrice,
  type Product,
  type StoreClient,
} from '@/services/store';
import { appConfig } from '../env';

let client: StoreClient | undefined;

/** The storefront client, created on first use from the build's store settings. */
function storeClient(): StoreClient {
  if (!client) {
    const { apiBase, token, storeUrl } = appConfig().storefront;
    client = createStoreClient({ apiBase, token, storeUrl });
  }
  return client;
}

/** A store product as the shop shows it: the first data of spec §3, price and sold-out state. */
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

/** The shop machine reading the merch storefront. */
export const shopLogic = shopMachine.provide({
  actors: {
    loadCollections: fromPromise(({ signal }) => storeClient().listCollections(signal)),
    loadProducts: fromPromise(async ({ input, signal }) => {
      const store = storeClient();
      const products =
        input.slug === ALL_COLLECTION_SLUG
          ? await store.listAllProducts(signal)
          : await store.listCollectionProducts(input.slug, signal);
      return products.map(toShopProduct);
    }),
  },
});

/** The store's home page, for 'View Full Store'. */
export function storeUrl(): string {
  return storeClient().storeUrl;
}

/** The store's page for one product, which its card opens. */
export function productPageUrl(slug: string): string {
  return storeClient().productPageUrl(slug);
}
