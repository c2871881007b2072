/**
 * The shop page (docs/product.md, store): load the collections, select the first one
 * automatically and load its products; with no collections, load every product through the
 * store's built-in `all` collection. Choosing a collection reloads its products, aborting the
 * request still in flight. Pure: the app provides the actors.
 *
 * Actor contract: `loadCollections` resolves the collections; `loadProducts({ slug })` the
 * products of one collection (`slug: 'all'` for every product). Rejections are the page's error.
 *
 * The store lists its built-in `all` collection among the others: it is dropped from the
 * buttons, so the buttons are the real collections, the first real one is selected, and every
 * product shows only when there is no other collection (as the docs word it).
 */
import {
  ALL_COLLECTION_SLUG,
  filterCollections,
  type StoreCollection,
} from '@/domain/site/store/collection';
import type { StoreProduct } from '@/domain/site/store/product';
import { and, assign, setup } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { notProvided } from '@/machines/shared/notProvided';
import {
  optionalPrerenderedInput,
  startingContext,
  type DataFromPage,
} from '@/machines/shared/prerendered';

/** docs/product.md, store. */
export const SHOP_MESSAGES = {
  storeData: 'Failed to load store data. Please try again later.',
  products: 'Failed to load products. Please try again later.',
  collectionProducts: 'Failed to load collection products. Please try again later.',
  empty: 'No products available.',
} as const;

export interface StoreContext extends DataFromPage {
  /** The filter buttons, in the store's order, without `all`. */
  collections: StoreCollection[];
  /** null while there is no collection to select. */
  selectedSlug: string | null;
  products: StoreProduct[];
  error: string | null;
}

export type StoreEvent = { type: 'collection.select'; slug: string } | { type: 'shop.retry' };

export type StoreTag = 'loading' | 'list' | 'empty' | 'error';

/**
 * A failed load: on a prerendered page its data stays on screen and the failure is only logged;
 * otherwise the page shows `message` with a way to try again.
 */
const keepPageDataOrShow = (message: string) =>
  [
    {
      guard: 'isFromPage',
      target: '#shop.shown',
      actions: [
        {
          type: 'logRefreshError',
          params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
        },
        'keepPageData',
      ],
    },
    { target: '#shop.error', actions: { type: 'setError', params: message } },
  ] as const;

export const storeMachine = setup({
  types: {
    context: {} as StoreContext,
    events: {} as StoreEvent,
    tags: {} as StoreTag,
    input: optionalPrerenderedInput<StoreContext>(),
  },
  actors: {
    loadCollections: fromAbortablePromise<StoreCollection[]>(
      notProvided('shop', 'loadCollections'),
    ),
    loadProducts: fromAbortablePromise<StoreProduct[], { slug: string }>(
      notProvided('shop', 'loadProducts'),
    ),
  },
  guards: {
    isFromPage: ({ context }) => context.fromPage,
    hasCollections: ({ context }) => context.collections.length > 0,
    hasSelection: ({ context }) => context.selectedSlug !== null,
    isOtherCollection: ({ context }, slug: string) => slug !== context.selectedSlug,
    choosesOtherCollection: ({ context, event }) =>
      event.type === 'collection.select' && event.slug !== context.selectedSlug,
    hasNoProducts: ({ context }) => context.products.length === 0,
  },
  actions: {
    setCollections: assign((_, collections: StoreCollection[]) => ({
      collections: filterCollections(collections),
    })),
    selectFirstCollection: assign(({ context }) => ({
      selectedSlug: context.collections[0]?.slug ?? null,
    })),
    selectCollection: assign((_, slug: string) => ({ selectedSlug: slug })),
    setProducts: assign((_, products: StoreProduct[]) => ({ products, fromPage: false })),
    /** The page's data stays on screen; the failure is only logged. */
    keepPageData: assign({ fromPage: false }),
    logRefreshError: (_, params: { error: unknown }) => {
      console.error('shop: refreshing the page’s data failed', params.error);
    },
    setError: assign((_, message: string) => ({ error: message })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'shop',
  context: ({ input }) =>
    startingContext(input, {
      collections: [],
      selectedSlug: null,
      products: [],
      error: null,
      fromPage: false,
    }),
  // With a prerendered page's data, loading refreshes it in the background (the screen shows
  // the page's data meanwhile: `fromPage`); a failed refresh keeps that data.
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      entry: 'clearError',
      initial: 'collections',
      states: {
        collections: {
          // A prerendered page's collections are on screen: a choice loads its products now.
          on: {
            'collection.select': {
              guard: and(['isFromPage', 'choosesOtherCollection']),
              target: 'collection',
              actions: { type: 'selectCollection', params: ({ event }) => event.slug },
            },
          },
          invoke: {
            src: 'loadCollections',
            onDone: {
              target: 'choosing',
              actions: { type: 'setCollections', params: ({ event }) => event.output },
            },
            onError: keepPageDataOrShow(SHOP_MESSAGES.storeData),
          },
        },
        /** Transient: the first collection, or every product when there is none. */
        choosing: {
          always: [
            { guard: 'hasCollections', target: 'collection', actions: 'selectFirstCollection' },
            { target: 'allProducts' },
          ],
        },
        allProducts: {
          invoke: {
            src: 'loadProducts',
            input: { slug: ALL_COLLECTION_SLUG },
            onDone: {
              target: '#shop.shown',
              actions: { type: 'setProducts', params: ({ event }) => event.output },
            },
            onError: keepPageDataOrShow(SHOP_MESSAGES.products),
          },
        },
        collection: {
          invoke: {
            src: 'loadProducts',
            input: ({ context }) => ({ slug: context.selectedSlug ?? ALL_COLLECTION_SLUG }),
            onDone: {
              target: '#shop.shown',
              actions: { type: 'setProducts', params: ({ event }) => event.output },
            },
            onError: keepPageDataOrShow(SHOP_MESSAGES.collectionProducts),
          },
          // A newer choice re-enters the state: the request in flight aborts.
          on: {
            'collection.select': {
              guard: { type: 'isOtherCollection', params: ({ event }) => event.slug },
              target: 'collection',
              reenter: true,
              actions: { type: 'selectCollection', params: ({ event }) => event.slug },
            },
          },
        },
      },
    },
    /** The products of the selection: `list`, or `empty` when there are none. */
    shown: {
      initial: 'list',
      states: {
        list: { tags: 'list', always: { guard: 'hasNoProducts', target: 'empty' } },
        empty: { tags: 'empty' },
      },
      on: {
        'collection.select': {
          guard: { type: 'isOtherCollection', params: ({ event }) => event.slug },
          target: 'loading.collection',
          actions: { type: 'selectCollection', params: ({ event }) => event.slug },
        },
      },
    },
    error: {
      tags: 'error',
      on: {
        // Retry the collection that failed, or the whole page when nothing was selected yet.
        'shop.retry': [
          { guard: 'hasSelection', target: 'loading.collection' },
          { target: 'loading' },
        ],
        'collection.select': {
          target: 'loading.collection',
          actions: { type: 'selectCollection', params: ({ event }) => event.slug },
        },
      },
    },
  },
});
