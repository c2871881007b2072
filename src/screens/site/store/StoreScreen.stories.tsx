import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { atViewport } from '../../../../.storybook/viewports';
import {
  accessoryFixtures,
  apparelFixtures,
  type ProductCardFixture,
} from '@/components/site/store/ProductCard.fixtures';
import type { StoreCollection } from '@/domain/site/store/collection';
import type { StoreProduct } from '@/domain/site/store/product';
import { storeMachine } from '@/machines/site/store/storeMachine';
import { StoreScreen } from './StoreScreen';

const toProduct = ({ id, slug, name, image, price, priceVaries, soldOut }: ProductCardFixture) =>
  ({
    id,
    slug,
    name,
    images: image ? [{ url: image }] : [],
    price,
    priceVaries,
    soldOut,
  }) satisfies StoreProduct;

const collections: StoreCollection[] = [
  { slug: 'all', name: 'All' },
  { slug: 'apparel', name: 'Apparel' },
  { slug: 'accessories', name: 'Accessories' },
];

const catalog: Record<string, StoreProduct[]> = {
  apparel: apparelFixtures.map(toProduct),
  accessories: accessoryFixtures.map(toProduct),
  all: [...apparelFixtures, ...accessoryFixtures].map(toProduct),
};

const never = <T,>() => new Promise<T>(() => undefined);
const offline = () => Promise.reject(new Error('offline'));

const withActors = (
  loadCollections: () => Promise<StoreCollection[]>,
  loadProducts: (slug: string) => Promise<StoreProduct[]>,
) =>
  storeMachine.provide({
    actors: {
      loadCollections: fromAbortablePromise(loadCollections),
      loadProducts: fromAbortablePromise(({ input }) => loadProducts(input.slug)),
    },
  });

const fromCatalog = (slug: string) => Promise.resolve(catalog[slug] ?? []);

const meta = {
  title: 'Site/store/StoreScreen',
  component: StoreScreen,
  parameters: {
    shell: true,
    route: '/store',
    machineStates: {
      'loading.collections': 'Loading',
      'loading.choosing': ['LoadingProducts', 'LoadingAllProducts'],
      'loading.allProducts': 'LoadingAllProducts',
      'loading.collection': 'LoadingProducts',
      'shown.list': ['List', 'SwitchedCollection', 'ListTablet', 'ListMobile', 'ErrorThenRetry'],
      'shown.empty': 'Empty',
      error: ['ErrorStoreData', 'ErrorProducts', 'ErrorCollectionProducts'],
    },
  },
  args: {
    logic: withActors(() => Promise.resolve(collections), fromCatalog),
    storeUrl: 'https://store.jordanvale.studio',
    productUrl: (slug) => `https://store.jordanvale.studio/products/${slug}`,
  },
} satisfies Meta<typeof StoreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

/** The product names in the grid, once it shows. */
async function productNames(canvasElement: HTMLElement) {
  const list = await main(canvasElement).findByRole('list', { name: 'Products' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

/** How many columns the grid has: the distinct left edges of its cards. */
async function columnCount(canvasElement: HTMLElement) {
  const list = await main(canvasElement).findByRole('list', { name: 'Products' });
  const lefts = within(list)
    .getAllByRole('listitem')
    .map((item) => Math.round(item.getBoundingClientRect().left));
  return new Set(lefts).size;
}

const pressed = (canvasElement: HTMLElement, name: string) =>
  main(canvasElement).getByRole('button', { name, pressed: true });

const names = (fixtures: ProductCardFixture[]) => fixtures.map(({ name }) => name);

/** The first collection is selected automatically and its products show, 3 per row. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(await productNames(canvasElement)).toEqual(names(apparelFixtures));
    await expect(pressed(canvasElement, 'Apparel')).toBeVisible();
    const page = main(canvasElement);
    // The store's built-in 'all' collection is no button.
    await expect(page.queryByRole('button', { name: 'All' })).toBeNull();
    await expect(await columnCount(canvasElement)).toBe(3);
    const card = page.getByRole('link', { name: /^Keyframe Classic Tee/ });
    await expect(card).toHaveAttribute(
      'href',
      'https://store.jordanvale.studio/products/keyframe-classic-tee',
    );
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /^View Full Store/ })).toHaveAttribute(
      'href',
      'https://store.jordanvale.studio',
    );
  },
};

/** Choosing another collection reloads the grid with its products. */
export const SwitchedCollection: Story = {
  play: async ({ canvasElement }) => {
    await expect(await productNames(canvasElement)).toEqual(names(apparelFixtures));
    await userEvent.click(main(canvasElement).getByRole('button', { name: 'Accessories' }));
    await waitFor(async () => {
      await expect(await productNames(canvasElement)).toEqual(names(accessoryFixtures));
    });
    await expect(pressed(canvasElement, 'Accessories')).toBeVisible();
    await expect(
      main(canvasElement).getByRole('button', { name: 'Apparel', pressed: false }),
    ).toBeVisible();
  },
};

export const ListTablet: Story = {
  globals: atViewport('tablet'),
  play: async ({ canvasElement }) => {
    await expect(await columnCount(canvasElement)).toBe(2);
  },
};

export const ListMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(await columnCount(canvasElement)).toBe(1);
  },
};

/** Collections that never arrive pin the first loading view: no filter yet. */
export const Loading: Story = {
  args: { logic: withActors(never, fromCatalog) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('status', { name: 'Loading products' })).toBeVisible();
    await expect(page.queryByRole('group', { name: 'Collections' })).toBeNull();
    await expect(page.getByRole('link', { name: /^View Full Store/ })).toBeVisible();
  },
};

/** The collections are known, the first one's products are on their way. */
export const LoadingProducts: Story = {
  args: { logic: withActors(() => Promise.resolve(collections), never) },
  play: async ({ canvasElement }) => {
    await expect(await waitFor(() => pressed(canvasElement, 'Apparel'))).toBeVisible();
    await expect(
      main(canvasElement).getByRole('status', { name: 'Loading products' }),
    ).toBeVisible();
  },
};

const productsAsked = fn<(slug: string) => void>();

/** A store without collections: every product is on its way, with no filter to show. */
export const LoadingAllProducts: Story = {
  parameters: { visual: { skip: 'draws as Loading' } },
  beforeEach: () => {
    productsAsked.mockClear();
  },
  args: {
    logic: withActors(
      () => Promise.resolve([]),
      (slug) => {
        productsAsked(slug);
        return never();
      },
    ),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(productsAsked).toHaveBeenCalledWith('all'));
    const page = main(canvasElement);
    await expect(page.getByRole('status', { name: 'Loading products' })).toBeVisible();
    await expect(page.queryByRole('group', { name: 'Collections' })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    logic: withActors(
      () => Promise.resolve(collections),
      () => Promise.resolve([]),
    ),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await waitFor(() =>
      expect(page.getByRole('status')).toHaveTextContent('No products available.'),
    );
    await expect(pressed(canvasElement, 'Apparel')).toBeVisible();
  },
};

const expectAlert = async (canvasElement: HTMLElement, message: string) => {
  const alert = await main(canvasElement).findByRole('alert');
  await expect(alert).toHaveTextContent(message);
  await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
};

/** The collections fail. */
export const ErrorStoreData: Story = {
  args: { logic: withActors(offline, fromCatalog) },
  play: async ({ canvasElement }) => {
    await expectAlert(canvasElement, 'Failed to load store data. Please try again later.');
  },
};

/** A store without collections: every product fails. */
export const ErrorProducts: Story = {
  args: { logic: withActors(() => Promise.resolve([]), offline) },
  play: async ({ canvasElement }) => {
    await expectAlert(canvasElement, 'Failed to load products. Please try again later.');
  },
};

/** The selected collection's products fail; the filter stays to pick another. */
export const ErrorCollectionProducts: Story = {
  args: { logic: withActors(() => Promise.resolve(collections), offline) },
  play: async ({ canvasElement }) => {
    await expectAlert(canvasElement, 'Failed to load collection products. Please try again later.');
    await expect(pressed(canvasElement, 'Apparel')).toBeVisible();
  },
};

/** The first collection fails once; Try Again loads it (here: successfully). */
let failuresLeft = 1;
export const ErrorThenRetry: Story = {
  beforeEach: () => {
    failuresLeft = 1;
  },
  args: {
    logic: withActors(
      () => Promise.resolve(collections),
      (slug) => {
        if (failuresLeft === 0) return fromCatalog(slug);
        failuresLeft -= 1;
        return offline();
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Failed to load collection products. Please try again later.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(await productNames(canvasElement)).toEqual(names(apparelFixtures));
    await expect(main(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the page's states to show. */
  state: 'list' | 'loading' | 'empty' | 'error';
  /** How many products the first collection holds. */
  productCount: number;
  /** The first product's name: try a long one. */
  firstProductName: string;
  /** The first collection's name, on its filter button. */
  collectionName: string;
}

const playgroundLogic = ({
  state,
  productCount,
  firstProductName,
  collectionName,
}: PlaygroundArgs) => {
  const named = collections.map((collection) =>
    collection.slug === 'apparel' ? { ...collection, name: collectionName } : collection,
  );
  const loadCollections = () => Promise.resolve(named);
  if (state === 'loading') return withActors(never, fromCatalog);
  if (state === 'empty') return withActors(loadCollections, () => Promise.resolve([]));
  if (state === 'error') return withActors(loadCollections, offline);
  const apparel = apparelFixtures
    .map((fixture, index) => (index === 0 ? { ...fixture, name: firstProductName } : fixture))
    .map(toProduct)
    .slice(0, productCount);
  return withActors(loadCollections, (slug) =>
    slug === 'apparel' ? Promise.resolve(apparel) : fromCatalog(slug),
  );
};

/** For designers: the page's state, its number of products and the first one's name. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'list',
    productCount: apparelFixtures.length,
    firstProductName: apparelFixtures[0]?.name ?? '',
    collectionName: 'Apparel',
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['list', 'loading', 'empty', 'error'] },
    productCount: { control: { type: 'range', min: 1, max: apparelFixtures.length, step: 1 } },
  },
  parameters: { visual: { skip: 'a playground for designers: as set, it draws as List' } },
  // A new machine for every change of the controls, so the page starts over with them.
  render: (args) => (
    <StoreScreen
      key={JSON.stringify(args)}
      logic={playgroundLogic(args)}
      storeUrl={meta.args.storeUrl}
      productUrl={meta.args.productUrl}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await productNames(canvasElement)).toEqual(names(apparelFixtures));
  },
};
