import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { BlogCategory } from '@/domain/blog/categories';
import type { PostsPage, PostsQuery } from '@/domain/blog/listing';
import type { BlogPost } from '@/domain/blog/post';
import type { PortfolioMedia, PortfolioVideo } from '@/domain/portfolio/video';
import type { Project } from '@/domain/projects/project';
import type { ShopCollection } from '@/domain/shop/collection';
import type { ShopProduct } from '@/domain/shop/product';
import { controlled } from '@/test/controlledActor';
import { blogListingMachine, type BlogListingContext } from './blogListingMachine';
import { blogPostMachine, type BlogPostContext } from './blogPostMachine';
import { portfolioMachine, type PortfolioContext } from './portfolioMachine';
import { portfolioMediaMachine } from './portfolioMediaMachine';
import { projectsMachine } from './resourceMachine';
import { shopMachine, type ShopContext } from './shopMachine';

// Each machine below starts from the data its page was prerendered with (the context the
// build's run of it reached): shown at once, with no request for what the page already has.

const post: BlogPost = {
  id: 7,
  slug: 'first-cut',
  title: 'The first cut',
  excerpt: 'Where an edit starts.',
  content: '# Hello',
  category: 'Editing',
  image_url: null,
  html_code: null,
  youtube_video_id: null,
  read_time: 4,
  published: true,
  featured: false,
  published_at: '2025-01-05T10:00:00Z',
  views: 41,
};

describe('machines started from a prerendered page', () => {
  it('blog listing: loaded with the page’s posts, nothing requested', () => {
    const loads = [
      controlled<BlogPost | null>(),
      controlled<BlogCategory[]>(),
      controlled<PostsPage, PostsQuery>(),
    ] as const;
    const page: BlogListingContext = {
      featured: post,
      categories: [{ id: 'editing', name: 'Editing', slug: 'editing' }],
      selectedCategory: 'All',
      page: 1,
      posts: [post],
      total: 1,
      error: null,
      fromPage: false,
    };
    const actor = createActor(
      blogListingMachine.provide({
        actors: {
          loadFeatured: loads[0].logic,
          loadCategories: loads[1].logic,
          loadPosts: loads[2].logic,
        },
      }),
      { input: { prerendered: page } },
    ).start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('loaded')).toBe(true);
    expect(snapshot.context).toEqual({ ...page, fromPage: true });
    expect(loads.map((load) => load.calls.length)).toEqual([0, 0, 0]);
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

  it('shop: the page’s collection and products listed', () => {
    const loadCollections = controlled<ShopCollection[]>();
    const loadProducts = controlled<ShopProduct[], { slug: string }>();
    const page: ShopContext = {
      collections: [{ name: 'Apparel', slug: 'apparel' }],
      selectedSlug: 'apparel',
      products: [],
      error: null,
      fromPage: false,
    };
    const withProducts = { ...page, products: [{ id: 'p1' }] } as unknown as ShopContext;
    const listed = createActor(
      shopMachine.provide({
        actors: { loadCollections: loadCollections.logic, loadProducts: loadProducts.logic },
      }),
      { input: { prerendered: withProducts } },
    ).start();
    expect(listed.getSnapshot().hasTag('list')).toBe(true);
    const empty = createActor(shopMachine, { input: { prerendered: page } }).start();
    expect(empty.getSnapshot().hasTag('empty')).toBe(true);
    expect(loadCollections.calls.length + loadProducts.calls.length).toBe(0);
  });

  it('a plain read: loaded, or empty when the page had nothing; fresh without the page', () => {
    const load = controlled<Project[]>();
    const projects = projectsMachine.provide({ actors: { load: load.logic } });
    const loaded = createActor(projects, {
      input: { prerendered: { data: [], error: null, fromPage: false } },
    }).start();
    // The projects grid has no empty view (spec: loaded or error).
    expect(loaded.getSnapshot().hasTag('loaded')).toBe(true);
    expect(load.calls).toHaveLength(0);
    const nothing = { showreel: null, latestUpload: null } as unknown as PortfolioMedia;
    const empty = createActor(portfolioMediaMachine, {
      input: { prerendered: { data: nothing, error: null, fromPage: false } },
    }).start();
    expect(empty.getSnapshot().hasTag('empty')).toBe(true);
    createActor(projects).start();
    expect(load.calls).toHaveLength(1);
  });

  it('portfolio: the page’s videos listed under the page’s filter options', () => {
    const loadVideos = controlled<PortfolioVideo[]>();
    const loadTags = controlled<string[]>();
    const page = {
      videos: [],
      tags: ['Music'],
      filter: 'All',
      openVideo: null,
      fromPage: false,
    } as unknown as PortfolioContext;
    const actor = createActor(
      portfolioMachine.provide({
        actors: { loadVideos: loadVideos.logic, loadTags: loadTags.logic },
      }),
      { input: { prerendered: page } },
    ).start();
    expect(actor.getSnapshot().matches('list')).toBe(true);
    expect(actor.getSnapshot().context.tags).toEqual(['Music']);
    expect(loadVideos.calls.length + loadTags.calls.length).toBe(0);
  });
});
