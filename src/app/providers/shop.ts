import { fromAbortablePromise } from '@/machines/fromAbortablePromise';
import { shopMachine } from '@/machines/shopMachine';
import { createStoreClient, type StoreClient } from '@/services/store';
import { loadShopCollections, loadShopProducts } from '@/services/store/shop';
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

/** The shop machine reading the merch storefront. */
export const shopLogic = shopMachine.provide({
  actors: {
    loadCollections: fromAbortablePromise(({ signal }) =>
      loadShopCollections(storeClient(), signal),
    ),
    loadProducts: fromAbortablePromise(({ input, signal }) =>
      loadShopProducts(storeClient(), input.slug, signal),
    ),
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
