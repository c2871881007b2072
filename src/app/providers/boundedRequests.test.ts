/**
 * What a visitor sees when a service never answers (docs/architecture.md, requests), for each
 * screen the app provides: the real machines with the real clients over a fetch that never answers,
 * and fake timers for the clock. Every screen leaves its spinner for its error view (or, for the
 * portfolio, its list: its failures are only logged) within a bounded time.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { BLOG_LISTING_MESSAGES } from '@/machines/site/blog/blogListingMachine';
import { BLOG_POST_MESSAGES } from '@/machines/site/blog/blogPostMachine';
import { CONTACT_ERROR_MESSAGE } from '@/machines/site/contact/contactFormMachine';
import { PROJECTS_ERROR_MESSAGE } from '@/machines/shared/resourceMachine';
import { SHOP_MESSAGES } from '@/machines/site/store/storeMachine';
import type { AppConfig } from '../env';

const config: AppConfig = {
  supabase: { source: 'live', url: 'https://db.test', anonKey: 'anon' },
  youtube: {
    source: 'live',
    apiBase: 'https://youtube.test/v3',
    apiKeys: ['k1'],
    timedTextBase: 'https://youtube.test/api/timedtext',
  },
  storefront: {
    source: 'live',
    apiBase: 'https://store.test/v1',
    token: 'ptkn_test',
    storeUrl: 'https://shop.test',
  },
  analytics: null,
};
vi.mock('../env', () => ({ appConfig: () => config }));

/** Every request is sent and never answered; it ends only when its signal aborts. */
const sent: string[] = [];
function neverAnswers(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  sent.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  return new Promise((_, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) reject(signal.reason as Error);
    signal?.addEventListener('abort', () => {
      reject(signal.reason as Error);
    });
  });
}

// A fresh module graph, so the mock applies whatever an earlier test file imported.
vi.resetModules();
const { contactLogic } = await import('@/app/providers/site/contact');
const { projectsLogic } = await import('@/app/providers/site/projects');
const { blogListingLogic } = await import('@/app/providers/site/blog');
const { blogPostLogic } = await import('@/app/providers/site/blogPost');
const { storeLogic } = await import('@/app/providers/site/store');
const { portfolioLogic } = await import('@/app/providers/site/portfolio');

beforeAll(async () => {
  // The services' modules load on first use; load them now, on real time, so each test's fake
  // clock starts with its first request.
  await Promise.all([
    (await import('./contentService')).contentService(),
    (await import('./youtubeClient')).youtubeClient(),
  ]);
});
beforeEach(() => {
  // Globals are unstubbed after every test (vite.config.ts): stub fetch for each.
  vi.stubGlobal('fetch', neverAnswers);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sent.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets `ms` of fake time pass. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('a hung database', () => {
  it("projects: 'Failed to load projects…' with 'Try Again' after 15 s", async () => {
    const actor = createActor(projectsLogic).start();
    await wait(14_999);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await wait(1);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(PROJECTS_ERROR_MESSAGE);
    // 'Try Again' asks again.
    const before = sent.length;
    actor.send({ type: 'resource.retry' });
    await wait(0);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(sent.length).toBe(before + 1);
    actor.stop();
  });

  it("blog listing: 'Failed to load blog data…' after 30 s (15 s for the extras, then the posts)", async () => {
    const actor = createActor(blogListingLogic).start();
    await wait(29_999);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await wait(1);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(BLOG_LISTING_MESSAGES.loadData);
    // Featured post and categories together, then the posts: three requests in all.
    expect(sent.filter((url) => url.startsWith('https://db.test/rest/v1/blog_posts'))).toHaveLength(
      3,
    );
    actor.stop();
  });

  it("blog post: 'Failed to load blog post' after 15 s", async () => {
    const actor = createActor(blogPostLogic, { input: { slug: 'some-post' } }).start();
    await wait(15_000);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(BLOG_POST_MESSAGES.failed);
    expect(sent).toHaveLength(1);
    actor.stop();
  });

  it('contact: the documented message after 15 s, with everything typed kept', async () => {
    const actor = createActor(contactLogic, { input: { values: null } }).start();
    const typed = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      projectType: 'music',
      message: 'A music video in May?',
    } as const;
    for (const [field, value] of Object.entries(typed)) {
      actor.send({ type: 'field.change', field: field as keyof typeof typed, value });
    }
    actor.send({ type: 'form.submit' });
    await wait(14_999);
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await wait(1);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe(CONTACT_ERROR_MESSAGE);
    expect(snapshot.context.values).toEqual({ ...typed, website: '' });
    // The form's first request is its proof of work's challenge, asked for as the page opens; the
    // send waits for it and fails with it.
    expect(sent).toEqual(['https://db.test/rest/v1/rpc/contact_challenge']);
    actor.stop();
  });

  it('portfolio: the page leaves loading after 15 s (its failures are only logged)', async () => {
    const actor = createActor(portfolioLogic).start();
    await wait(14_999);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await wait(1);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.videos).toEqual([]);
    expect(sent.every((url) => url.startsWith('https://db.test/rest/v1/portfolio_videos'))).toBe(
      true,
    );
    expect(sent).toHaveLength(2);
    actor.stop();
  });
});

describe('a hung storefront', () => {
  it("shop: 'Failed to load store data…' with 'Try Again' after 15 s", async () => {
    const actor = createActor(storeLogic).start();
    await wait(14_999);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await wait(1);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(SHOP_MESSAGES.storeData);
    expect(sent.filter((url) => url.startsWith('https://store.test/'))).toHaveLength(1);
    actor.stop();
  });
});
