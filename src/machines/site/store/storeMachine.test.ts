import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { StoreCollection } from '@/domain/site/store/collection';
import type { StoreProduct } from '@/domain/site/store/product';
import { SHOP_MESSAGES, storeMachine } from './storeMachine';
import { controlled } from '@/test/controlledActor';

const product = (id: number): StoreProduct => ({
  id: `p${id}`,
  slug: `product-${id}`,
  name: `Product ${id}`,
  images: [{ url: `/img/${id}.png` }],
});
const all: StoreCollection = { slug: 'all', name: 'All' };
const apparel: StoreCollection = { slug: 'apparel', name: 'Apparel' };
const accessories: StoreCollection = { slug: 'accessories', name: 'Accessories' };

function start() {
  const loadCollections = controlled<StoreCollection[]>();
  const loadProducts = controlled<StoreProduct[], { slug: string }>();
  const machine = storeMachine.provide({
    actors: { loadCollections: loadCollections.logic, loadProducts: loadProducts.logic },
  });
  const actor = createActor(machine).start();
  return { actor, loadCollections, loadProducts };
}

/** Collections [all, apparel, accessories]; apparel's products [1, 2] on screen. */
async function startWithList() {
  const started = start();
  started.loadCollections.call(0).resolve([all, apparel, accessories]);
  await waitFor(started.actor, () => started.loadProducts.calls.length === 1);
  started.loadProducts.call(0).resolve([product(1), product(2)]);
  await waitFor(started.actor, (s) => s.hasTag('list'));
  return started;
}

describe('storeMachine: first load', () => {
  it('selects the first collection automatically and shows its products', async () => {
    const { actor, loadCollections, loadProducts } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loadCollections.calls).toHaveLength(1);
    expect(loadProducts.calls).toHaveLength(0);

    loadCollections.call(0).resolve([apparel, accessories]);
    await waitFor(actor, () => loadProducts.calls.length === 1);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.selectedSlug).toBe('apparel');
    expect(loadProducts.call(0).input).toEqual({ slug: 'apparel' });

    loadProducts.call(0).resolve([product(1), product(2)]);
    const { context } = await waitFor(actor, (s) => s.hasTag('list'));
    expect(context).toEqual({
      collections: [apparel, accessories],
      selectedSlug: 'apparel',
      products: [product(1), product(2)],
      error: null,
      fromPage: false,
    });
  });

  it("drops the store's built-in 'all' collection from the buttons", async () => {
    const { actor, loadCollections, loadProducts } = start();
    loadCollections.call(0).resolve([all, apparel, accessories]);
    await waitFor(actor, () => loadProducts.calls.length === 1);
    expect(actor.getSnapshot().context.collections).toEqual([apparel, accessories]);
    expect(loadProducts.call(0).input).toEqual({ slug: 'apparel' });
  });

  it.each([[[]], [[all]]])(
    "with no collections (%j) loads every product through the 'all' collection",
    async (collections) => {
      const { actor, loadCollections, loadProducts } = start();
      loadCollections.call(0).resolve(collections);
      await waitFor(actor, () => loadProducts.calls.length === 1);
      expect(loadProducts.call(0).input).toEqual({ slug: 'all' });
      loadProducts.call(0).resolve([product(1)]);
      const { context } = await waitFor(actor, (s) => s.hasTag('list'));
      expect(context.collections).toEqual([]);
      expect(context.selectedSlug).toBeNull();
      expect(context.products).toEqual([product(1)]);
    },
  );

  it("shows 'No products available.' when the selected collection is empty", async () => {
    const { actor, loadCollections, loadProducts } = start();
    loadCollections.call(0).resolve([apparel]);
    await waitFor(actor, () => loadProducts.calls.length === 1);
    loadProducts.call(0).resolve([]);
    const snapshot = await waitFor(actor, (s) => s.hasTag('empty'));
    expect(snapshot.context.products).toEqual([]);
    expect(SHOP_MESSAGES.empty).toBe('No products available.');
  });

  it('shows the empty state when the store has no products at all', async () => {
    const { actor, loadCollections, loadProducts } = start();
    loadCollections.call(0).resolve([]);
    await waitFor(actor, () => loadProducts.calls.length === 1);
    expect(loadProducts.call(0).input).toEqual({ slug: 'all' });
    loadProducts.call(0).resolve([]);
    const { context } = await waitFor(actor, (s) => s.hasTag('empty'));
    expect(context).toEqual({
      collections: [],
      selectedSlug: null,
      products: [],
      error: null,
      fromPage: false,
    });
  });

  it('fails with the store data message when collections fail; retry starts over', async () => {
    const { actor, loadCollections, loadProducts } = start();
    loadCollections.call(0).reject(new Error('401'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe('Failed to load store data. Please try again later.');
    expect(loadProducts.calls).toHaveLength(0);

    actor.send({ type: 'shop.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(loadCollections.calls).toHaveLength(2);
    loadCollections.call(1).resolve([apparel]);
    await waitFor(actor, () => loadProducts.calls.length === 1);
    loadProducts.call(0).resolve([product(1)]);
    const { context } = await waitFor(actor, (s) => s.hasTag('list'));
    expect(context).toEqual({
      collections: [apparel],
      selectedSlug: 'apparel',
      products: [product(1)],
      error: null,
      fromPage: false,
    });
  });

  it('fails with the products message when every product fails; retry starts over', async () => {
    const { actor, loadCollections, loadProducts } = start();
    loadCollections.call(0).resolve([]);
    await waitFor(actor, () => loadProducts.calls.length === 1);
    loadProducts.call(0).reject(new Error('500'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe('Failed to load products. Please try again later.');

    actor.send({ type: 'shop.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(loadCollections.calls).toHaveLength(2);
  });

  it('fails with the collection message when the first collection fails; retry reloads it', async () => {
    const { actor, loadCollections, loadProducts } = start();
    loadCollections.call(0).resolve([apparel, accessories]);
    await waitFor(actor, () => loadProducts.calls.length === 1);
    loadProducts.call(0).reject(new Error('500'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe(
      'Failed to load collection products. Please try again later.',
    );

    actor.send({ type: 'shop.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loadCollections.calls).toHaveLength(1);
    expect(loadProducts.call(1).input).toEqual({ slug: 'apparel' });
    loadProducts.call(1).resolve([product(1)]);
    const { context } = await waitFor(actor, (s) => s.hasTag('list'));
    expect(context.error).toBeNull();
  });

  it('ignores a collection choice before the collections are known', () => {
    const { actor, loadProducts } = start();
    actor.send({ type: 'collection.select', slug: 'apparel' });
    expect(actor.getSnapshot().context.selectedSlug).toBeNull();
    expect(loadProducts.calls).toHaveLength(0);
  });

  it('fails with the store data message when no actors were provided', async () => {
    const actor = createActor(storeMachine).start();
    const { context } = await waitFor(actor, (s) => s.hasTag('error'));
    expect(context.error).toBe(SHOP_MESSAGES.storeData);
  });

  it('aborts the request in flight when the actor stops', () => {
    const { actor, loadCollections } = start();
    actor.stop();
    expect(loadCollections.call(0).signal.aborted).toBe(true);
  });
});

describe('storeMachine: choosing a collection', () => {
  it("reloads the chosen collection's products", async () => {
    const { actor, loadProducts } = await startWithList();
    actor.send({ type: 'collection.select', slug: 'accessories' });
    const loading = actor.getSnapshot();
    expect(loading.hasTag('loading')).toBe(true);
    expect(loading.context.selectedSlug).toBe('accessories');
    expect(loadProducts.call(1).input).toEqual({ slug: 'accessories' });

    loadProducts.call(1).resolve([product(3)]);
    const { context } = await waitFor(actor, (s) => s.hasTag('list'));
    expect(context.products).toEqual([product(3)]);
    expect(context.collections).toEqual([apparel, accessories]);
  });

  it('ignores a click on the collection already shown', async () => {
    const { actor, loadProducts } = await startWithList();
    actor.send({ type: 'collection.select', slug: 'apparel' });
    expect(actor.getSnapshot().hasTag('list')).toBe(true);
    expect(loadProducts.calls).toHaveLength(1);
  });

  it('leaves the empty state for another collection', async () => {
    const { actor, loadCollections, loadProducts } = start();
    loadCollections.call(0).resolve([apparel, accessories]);
    await waitFor(actor, () => loadProducts.calls.length === 1);
    loadProducts.call(0).resolve([]);
    await waitFor(actor, (s) => s.hasTag('empty'));
    actor.send({ type: 'collection.select', slug: 'apparel' });
    expect(loadProducts.calls).toHaveLength(1);
    actor.send({ type: 'collection.select', slug: 'accessories' });
    expect(loadProducts.call(1).input).toEqual({ slug: 'accessories' });
    loadProducts.call(1).resolve([product(3)]);
    const { context } = await waitFor(actor, (s) => s.hasTag('list'));
    expect(context.selectedSlug).toBe('accessories');
    expect(context.products).toEqual([product(3)]);
  });

  it('fails with the collection message; another choice from the error view loads it', async () => {
    const { actor, loadProducts } = await startWithList();
    actor.send({ type: 'collection.select', slug: 'accessories' });
    loadProducts.call(1).reject(new Error('500'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe(SHOP_MESSAGES.collectionProducts);

    actor.send({ type: 'collection.select', slug: 'apparel' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(loadProducts.call(2).input).toEqual({ slug: 'apparel' });
    loadProducts.call(2).resolve([product(1)]);
    const { context } = await waitFor(actor, (s) => s.hasTag('list'));
    expect(context.selectedSlug).toBe('apparel');
    expect(context.products).toEqual([product(1)]);
    expect(context.error).toBeNull();
  });

  it('aborts the older request when another collection is chosen; the last choice wins', async () => {
    const { actor, loadProducts } = await startWithList();
    actor.send({ type: 'collection.select', slug: 'accessories' });
    actor.send({ type: 'collection.select', slug: 'apparel' });
    expect(loadProducts.call(1).signal.aborted).toBe(true);
    expect(loadProducts.call(2).input).toEqual({ slug: 'apparel' });
    expect(loadProducts.call(2).signal.aborted).toBe(false);

    loadProducts.call(1).resolve([product(3)]);
    // The aborted request's answer has reached the machine, which must have dropped it.
    await loadProducts.call(1).delivered();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.selectedSlug).toBe('apparel');
    expect(actor.getSnapshot().context.products).toEqual([product(1), product(2)]);

    loadProducts.call(2).resolve([product(1)]);
    const { context } = await waitFor(actor, (s) => s.hasTag('list'));
    expect(context.selectedSlug).toBe('apparel');
    expect(context.products).toEqual([product(1)]);
  });

  it('aborts the first collection when another is chosen before it answers', async () => {
    const { actor, loadCollections, loadProducts } = start();
    loadCollections.call(0).resolve([apparel, accessories]);
    await waitFor(actor, () => loadProducts.calls.length === 1);
    actor.send({ type: 'collection.select', slug: 'accessories' });
    expect(loadProducts.call(0).signal.aborted).toBe(true);
    expect(loadProducts.call(1).input).toEqual({ slug: 'accessories' });
  });
});
