import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { storeMachine } from '@/machines/site/store/storeMachine';
import { createStoreClient, type StoreClient } from '@/services/site/store';
import { loadStoreCollections, loadStoreProducts } from '@/services/site/store/shop';
import { appConfig } from '@/app/env';
import type { StoreScreenProps } from '@/screens/site/store/StoreScreen';

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
export const storeLogic = storeMachine.provide({
  actors: {
    loadCollections: fromAbortablePromise(({ signal }) =>
      loadStoreCollections(storeClient(), signal),
    ),
    loadProducts: fromAbortablePromise(({ input, signal }) =>
      loadStoreProducts(storeClient(), input.slug, signal),
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

/** What the shop screen gets from the app, read as the route renders. */
export const screenProps = (): StoreScreenProps => ({
  logic: storeLogic,
  storeUrl: storeUrl(),
  productUrl: productPageUrl,
});
