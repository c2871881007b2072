import {
  StoreView,
  type StoreViewItem,
  type StoreViewState,
} from '@/components/site/store/StoreView';
import type { StoreProduct } from '@/domain/site/store/product';
import { SHOP_MESSAGES, type storeMachine } from '@/machines/site/store/storeMachine';
import { useMachine } from '@/screens/shared/useMachine';

export interface StoreScreenProps {
  /** The shop machine with its actors provided (by the app, or fakes in stories). */
  logic: typeof storeMachine;
  /** The external store's home page ('View Full Store'). */
  storeUrl: string;
  /** The store's page for a product, which its card opens. */
  productUrl: (slug: string) => string;
}

function toCard(product: StoreProduct, productUrl: (slug: string) => string): StoreViewItem {
  return {
    id: product.id,
    name: product.name,
    url: productUrl(product.slug),
    image: product.images[0]?.url,
    price: product.price,
    priceVaries: product.priceVaries,
    soldOut: product.soldOut,
  };
}

/** Route /store: the shop machine drives the view; collections are its filter buttons. */
export function StoreScreen({ logic, storeUrl, productUrl }: StoreScreenProps) {
  const [snapshot, send] = useMachine(logic);
  const { collections, selectedSlug, products, error, fromPage } = snapshot.context;
  // The prerendered page's products stay on screen while they are refreshed.
  const listed = snapshot.hasTag('list') || fromPage;

  let state: StoreViewState;
  if (snapshot.hasTag('error')) {
    state = {
      status: 'error',
      message: error ?? SHOP_MESSAGES.storeData,
      onRetry: () => send({ type: 'shop.retry' }),
    };
  } else if (snapshot.hasTag('empty') || (fromPage && products.length === 0)) {
    state = { status: 'empty', message: SHOP_MESSAGES.empty };
  } else if (listed) {
    state = { status: 'list', products: products.map((p) => toCard(p, productUrl)) };
  } else {
    state = { status: 'loading' };
  }
  return (
    <StoreView
      {...state}
      storeUrl={storeUrl}
      collections={collections}
      selectedSlug={selectedSlug}
      onSelectCollection={(slug) => send({ type: 'collection.select', slug })}
    />
  );
}
