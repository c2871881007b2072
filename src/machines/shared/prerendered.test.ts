import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { BlogCategory } from '@/domain/site/blog/categories';
import type { PostsPage, PostsQuery } from '@/domain/site/blog/listing';
import type { BlogPost } from '@/domain/site/blog/post';
import type { PortfolioMedia, PortfolioVideo } from '@/domain/site/portfolio/video';
import type { Project } from '@/domain/site/projects/project';
import type { StoreCollection } from '@/domain/site/store/collection';
import type { StoreProduct } from '@/domain/site/store/product';
import { controlled } from '@/test/controlledActor';
import {
  blogListingMachine,
  type BlogListingContext,
} from '@/machines/site/blog/blogListingMachine';
import { blogPostMachine, type BlogPostContext } from '@/machines/site/blog/blogPostMachine';
import {
  portfolioMachine,
  type PortfolioContext,
} from '@/machines/site/portfolio/portfolioMachine';
import { portfolioMediaMachine } from '@/machines/site/portfolio/portfolioMediaMachine';
import { projectsMachine } from './resourceMachine';
import { storeMachine, type StoreContext } from '@/machines/site/store/storeMachine';
import { samplePost } from '@/test/samplePost';

// Each machine below starts from the data its page was prerendered with (the context the
// build's run of it reached): on screen at once, then refreshed in the background; a failed
// refresh keeps the page's data. The post's page is not refreshed, but its view still counts.

const post = samplePost;

/** The shop started from a page's data, its loads in the test's hands. */
function startStore(page: StoreContext) {
  const loadCollections = controlled<StoreCollection[]>();
  const loadProducts = controlled<StoreProduct[], { slug: string }>();
  const actor = createActor(
    storeMachine.provide({
      actors: { loadCollections: loadCollections.logic, loadProducts: loadProducts.logic },
    }),
    { input: { prerendered: page } },
  ).start();
  return { actor, loadCollections, loadProducts };
}

/** The portfolio started from a page's data, its loads in the test's hands. */
function startPortfolio(page: PortfolioContext) {
  const loadVideos = controlled<PortfolioVideo[]>();
  const loadTags = controlled<string[]>();
  const actor = createActor(
    portfolioMachine.provide({
      actors: { loadVideos: loadVideos.logic, loadTags: loadTags.logic },
    }),
    { input: { prerendered: page } },
  ).start();
  return { actor, loadVideos, loadTags };
}

describe('machines started from a prerendered page', () => {
  // A failed refresh is only logged, for maintainers.
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  const listingPage: BlogListingContext = {
    featured: post,
    categories: [{ id: 'editing', name: 'Editing', slug: 'editing' }],
    selectedCategory: 'All',
    page: 1,
    posts: [post],
    total: 1,
    error: null,
    fromPage: false,
  };

  function startListing() {
    const loads = {
      featured: controlled<BlogPost | null>(),
      categories: controlled<BlogCategory[]>(),
      posts: controlled<PostsPage, PostsQuery>(),
    };
    const actor = createActor(
      blogListingMachine.provide({
        actors: {
          loadFeatured: loads.featured.logic,
          loadCategories: loads.categories.logic,
          loadPosts: loads.posts.logic,
        },
      }),
      { input: { prerendered: listingPage } },
    ).start();
    return { actor, loads };
  }

  it('blog listing: the page’s posts at once, then the fresh ones', async () => {
    const { actor, loads } = startListing();
    expect(actor.getSnapshot().context).toEqual({ ...listingPage, fromPage: true });
    const newer = { ...post, id: 8, slug: 'newer' };
    loads.featured.call(0).resolve(newer);
    loads.categories.call(0).resolve(listingPage.categories);
    await loads.categories.call(0).delivered();
    loads.posts.call(0).resolve({ posts: [newer, post], total: 2 });
    const { context } = await waitFor(actor, (snapshot) => snapshot.hasTag('loaded'));
    expect(context).toMatchObject({
      featured: newer,
      posts: [newer, post],
      total: 2,
      fromPage: false,
    });
  });

  it('blog listing: a failed refresh keeps the page’s posts, with no error shown', async () => {
    const { actor, loads } = startListing();
    loads.featured.call(0).reject(new Error('offline'));
    loads.categories.call(0).reject(new Error('offline'));
    await loads.categories.call(0).delivered();
    loads.posts.call(0).reject(new Error('offline'));
    const { context } = await waitFor(actor, (snapshot) => snapshot.hasTag('loaded'));
    expect(context).toEqual({ ...listingPage, fromPage: false });
  });

  it('blog post: loaded with the page’s post, and the visit still counts one view', () => {
    const loadPost = controlled<BlogPost | null, { slug: string }>();
    const countView = controlled<unknown, { postId: number }>();
    const page: BlogPostContext = { slug: post.slug, post, error: null, fromPage: false };
    const actor = createActor(
      blogPostMachine.provide({ actors: { loadPost: loadPost.logic, countView: countView.logic } }),
      { input: { slug: post.slug, prerendered: page } },
    ).start();
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
    expect(actor.getSnapshot().context.post).toEqual(post);
    expect(loadPost.calls).toHaveLength(0);
    expect(countView.calls.map((call) => call.input)).toEqual([{ postId: 7 }]);
  });

  it('shop: the page’s products, refreshed; a failed refresh keeps them', async () => {
    const page = {
      collections: [{ name: 'Apparel', slug: 'apparel' }],
      selectedSlug: 'apparel',
      products: [{ id: 'p1' }],
      error: null,
      fromPage: false,
    } as unknown as StoreContext;
    const fresh = startStore(page);
    expect(fresh.actor.getSnapshot().context).toEqual({ ...page, fromPage: true });
    fresh.loadCollections.call(0).resolve(page.collections);
    await fresh.loadCollections.call(0).delivered();
    const newer = [{ id: 'p2' }] as unknown as StoreProduct[];
    fresh.loadProducts.call(0).resolve(newer);
    const listed = await waitFor(fresh.actor, (snapshot) => snapshot.hasTag('list'));
    expect(listed.context).toMatchObject({ products: newer, fromPage: false });

    const failing = startStore(page);
    failing.loadCollections.call(0).reject(new Error('offline'));
    const kept = await waitFor(failing.actor, (snapshot) => snapshot.hasTag('list'));
    expect(kept.context).toEqual({ ...page, fromPage: false });
    expect(logged).toHaveBeenCalledWith(
      'shop: refreshing the page’s data failed',
      expect.any(Error),
    );
  });

  it('a plain read: the page’s data while it reloads; a failed reload keeps it, or stays empty', async () => {
    const load = controlled<Project[]>();
    const projects = projectsMachine.provide({ actors: { load: load.logic } });
    const page = { data: [], error: null, fromPage: false };
    const kept = createActor(projects, { input: { prerendered: page } }).start();
    expect(kept.getSnapshot().context).toEqual({ ...page, fromPage: true });
    load.call(0).reject(new Error('offline'));
    // The projects grid has no empty view (docs/product.md, projects: loaded or error).
    expect((await waitFor(kept, (snapshot) => snapshot.hasTag('loaded'))).context).toEqual(page);

    const loadMedia = controlled<PortfolioMedia>();
    const nothing = { showreel: null, latestUpload: null } as unknown as PortfolioMedia;
    const media = createActor(
      portfolioMediaMachine.provide({ actors: { load: loadMedia.logic } }),
      {
        input: { prerendered: { data: nothing, error: null, fromPage: false } },
      },
    ).start();
    loadMedia.call(0).reject(new Error('offline'));
    expect((await waitFor(media, (snapshot) => snapshot.hasTag('empty'))).context.error).toBeNull();
  });

  it('portfolio: the page’s grid, refreshed with the fresh videos', async () => {
    const page = {
      videos: [],
      tags: ['Music'],
      filter: 'All',
      openVideo: null,
      fromPage: false,
    } as unknown as PortfolioContext;
    const { actor, loadVideos, loadTags } = startPortfolio(page);
    expect(actor.getSnapshot().context).toEqual({ ...page, fromPage: true });
    loadVideos.call(0).reject(new Error('offline'));
    loadTags.call(0).resolve(['Music', 'Brands']);
    const { context } = await waitFor(actor, (snapshot) => snapshot.matches('list'));
    expect(context).toEqual({ ...page, tags: ['Music', 'Brands'], fromPage: false });
  });
});

describe('a prerendered page in use while its data is refreshed', () => {
  it('portfolio: the filter and the player answer before the refresh ends', () => {
    const video = { id: 'v1' } as unknown as PortfolioVideo;
    const page = {
      videos: [video],
      tags: ['Music'],
      filter: 'All',
      openVideo: null,
      fromPage: false,
    } as unknown as PortfolioContext;
    const { actor } = startPortfolio(page);
    actor.send({ type: 'filter.select', tag: 'Music' });
    actor.send({ type: 'video.open', video });
    expect(actor.getSnapshot().context).toMatchObject({ filter: 'Music', openVideo: video });
    actor.send({ type: 'filter.select', tag: 'Not a tag' });
    expect(actor.getSnapshot().context.filter).toBe('Music');
  });

  it('shop: choosing another collection loads its products at once', () => {
    const page = {
      collections: [
        { name: 'Apparel', slug: 'apparel' },
        { name: 'Accessories', slug: 'accessories' },
      ],
      selectedSlug: 'apparel',
      products: [],
      error: null,
      fromPage: false,
    } as unknown as StoreContext;
    const { actor, loadCollections, loadProducts } = startStore(page);
    actor.send({ type: 'collection.select', slug: 'accessories' });
    expect(actor.getSnapshot().context.selectedSlug).toBe('accessories');
    expect(loadProducts.calls.map((call) => call.input)).toEqual([{ slug: 'accessories' }]);
    expect(loadCollections.calls[0]?.signal.aborted).toBe(true);
  });
});
