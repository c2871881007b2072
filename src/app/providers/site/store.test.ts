/**
 * The shop as the app provides it: the shop machine with the real store client, against the
 * storefront emulator over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  startStorefrontSandbox,
  type StorefrontSandbox,
} from '../../../../sandbox/storefront/server';
import type { AppConfig } from '@/app/env';

const config = vi.hoisted(() => ({ storefront: undefined as AppConfig['storefront'] | undefined }));
vi.mock('@/app/env', () => ({ appConfig: () => config }));

// A fresh module graph, so the mock applies whatever an earlier test file imported.
vi.resetModules();
const { productPageUrl, storeLogic, storeUrl } = await import('./store');

let sandbox: StorefrontSandbox;

beforeAll(async () => {
  sandbox = await startStorefrontSandbox();
  config.storefront = { source: 'sandbox', ...sandbox };
});

afterAll(async () => {
  await sandbox.close();
});

describe('storeLogic against the storefront emulator', () => {
  it("selects the first collection and shows its products; 'all' is no button", async () => {
    const actor = createActor(storeLogic).start();
    const { context } = await waitFor(actor, (s) => s.hasTag('list'));
    actor.stop();
    expect(context.collections.map(({ slug }) => slug)).toEqual([
      'apparel',
      'accessories',
      'digital-downloads',
    ]);
    expect(context.selectedSlug).toBe('apparel');
    expect(context.products.map(({ slug }) => slug)).toContain('keyframe-classic-tee');
    for (const shown of context.products) {
      expect(shown.images[0]?.url).toBe(
        new URL(`../images/${shown.slug}-1.svg`, `${sandbox.apiBase}/`).href,
      );
      expect(shown.price).toMatch(/^\$\d+\.\d{2}$/);
    }
    expect(context.products.filter(({ soldOut }) => soldOut)).toHaveLength(1);
  });

  it("loads another collection's products when it is chosen", async () => {
    const actor = createActor(storeLogic).start();
    await waitFor(actor, (s) => s.hasTag('list'));
    actor.send({ type: 'collection.select', slug: 'accessories' });
    const { context } = await waitFor(actor, (s) => s.hasTag('list'));
    actor.stop();
    expect(context.products.map(({ slug }) => slug)).toEqual([
      'cold-open-ceramic-mug',
      'final-export-sticker-pack',
      'match-cut-dad-cap',
      'timeline-canvas-tote',
    ]);
  });

  it('prices every card, the bundle without variants too', async () => {
    const actor = createActor(storeLogic).start();
    await waitFor(actor, (s) => s.hasTag('list'));
    actor.send({ type: 'collection.select', slug: 'digital-downloads' });
    const { context } = await waitFor(actor, (s) => s.hasTag('list'));
    actor.stop();
    expect(context.products.map(({ slug, price }) => [slug, price])).toContainEqual([
      'golden-hour-thumbnail-template-kit',
      '$14.99',
    ]);
    for (const shown of context.products) expect(shown.price).toMatch(/^\$\d+\.\d{2}$/);
  });

  it("links to the store's pages", () => {
    expect(storeUrl()).toBe(sandbox.storeUrl.replace(/\/+$/, ''));
    expect(productPageUrl('keyframe-classic-tee')).toBe(
      `${storeUrl()}/products/keyframe-classic-tee`,
    );
  });
});
