import { toBlogCategory, type BlogCategory } from '@/domain/site/blog/categories';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import type { PostsPage, PostsQuery } from '@/domain/site/blog/listing';
import type { BlogPost } from '@/domain/site/blog/post';
import { BLOG_LISTING_MESSAGES, blogListingMachine, showsFeatured } from './blogListingMachine';
import { controlled } from '@/test/controlledActor';

const post = (id: number, category = 'Tutorials'): BlogPost => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: `Excerpt ${id}`,
  content: 'Body',
  category,
  imageUrl: null,
  htmlCode: null,
  youtubeVideoId: null,
  readTime: 3,
  published: true,
  featured: false,
  publishedAt: '2025-01-05T10:00:00Z',
  views: 0,
});
const featured = post(1);
const categories: BlogCategory[] = [toBlogCategory('Growth'), toBlogCategory('Tutorials')];
const page = (...posts: BlogPost[]): PostsPage => ({ posts, total: posts.length });

/** Featured and categories answer at once unless the test controls them. */
function start(
  options: {
    loadFeatured?: ReturnType<typeof controlled<BlogPost | null>>['logic'];
    loadCategories?: ReturnType<typeof controlled<BlogCategory[]>>['logic'];
  } = {},
) {
  const loadPosts = controlled<PostsPage, PostsQuery>();
  const machine = blogListingMachine.provide({
    actors: {
      loadFeatured:
        options.loadFeatured ??
        fromAbortablePromise<BlogPost | null>(() => Promise.resolve(featured)),
      loadCategories:
        options.loadCategories ??
        fromAbortablePromise<BlogCategory[]>(() => Promise.resolve(categories)),
      loadPosts: loadPosts.logic,
    },
  });
  const actor = createActor(machine).start();
  return { actor, loadPosts };
}

/** Starts and finishes the initial load with two posts under 'All'. */
async function startLoaded() {
  const started = start();
  await waitFor(started.actor, () => started.loadPosts.calls.length === 1);
  started.loadPosts.call(0).resolve(page(post(2), post(3, 'Growth')));
  await waitFor(started.actor, (s) => s.hasTag('loaded'));
  return started;
}

describe('blogListingMachine: initial load', () => {
  it('asks for featured and categories in parallel, then posts page 1 of All', async () => {
    const loadFeatured = controlled<BlogPost | null>();
    const loadCategories = controlled<BlogCategory[]>();
    const { actor, loadPosts } = start({
      loadFeatured: loadFeatured.logic,
      loadCategories: loadCategories.logic,
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loadFeatured.calls).toHaveLength(1);
    expect(loadCategories.calls).toHaveLength(1);

    loadFeatured.call(0).resolve(featured);
    // The featured post has arrived; the categories have not: no posts are asked for yet.
    const featuredIn = await waitFor(actor, (s) => s.context.featured !== null);
    expect(featuredIn.context.featured).toEqual(featured);
    expect(featuredIn.hasTag('loading')).toBe(true);
    expect(loadPosts.calls).toHaveLength(0);

    loadCategories.call(0).resolve(categories);
    await waitFor(actor, () => loadPosts.calls.length === 1);
    expect(loadPosts.call(0).input).toEqual({ category: 'All', page: 1, limit: 50 });

    loadPosts.call(0).resolve({ posts: [post(2), post(3)], total: 120 });
    const { context } = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(context).toEqual({
      featured,
      categories,
      selectedCategory: 'All',
      page: 1,
      posts: [post(2), post(3)],
      total: 120,
      error: null,
      fromPage: false,
    });
    expect(actor.getSnapshot().hasTag('empty')).toBe(false);
    expect(showsFeatured(context)).toBe(true);
  });

  it('swallows failures of featured and categories: null and [] and the posts still load', async () => {
    const { actor, loadPosts } = start({
      loadFeatured: fromAbortablePromise<BlogPost | null>(() =>
        Promise.reject(new Error('featured down')),
      ),
      loadCategories: fromAbortablePromise<BlogCategory[]>(() =>
        Promise.reject(new Error('categories down')),
      ),
    });
    await waitFor(actor, () => loadPosts.calls.length === 1);
    loadPosts.call(0).resolve(page(post(2)));
    const { context } = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(context.featured).toBeNull();
    expect(context.categories).toEqual([]);
    expect(context.posts).toEqual([post(2)]);
    expect(context.error).toBeNull();
    expect(showsFeatured(context)).toBe(false);
  });

  it('waits for featured and categories before asking for posts', async () => {
    const loadFeatured = controlled<BlogPost | null>();
    const { actor, loadPosts } = start({ loadFeatured: loadFeatured.logic });
    // The categories have arrived; the featured post never does: no posts are asked for.
    const categoriesIn = await waitFor(actor, (s) => s.context.categories.length > 0);
    expect(categoriesIn.context.categories).toEqual(categories);
    expect(categoriesIn.hasTag('loading')).toBe(true);
    expect(loadFeatured.calls).toHaveLength(1);
    expect(loadPosts.calls).toHaveLength(0);
  });

  it("shows the empty state ('No posts found in this category.') for no posts", async () => {
    const { actor, loadPosts } = start();
    await waitFor(actor, () => loadPosts.calls.length === 1);
    loadPosts.call(0).resolve(page());
    const snapshot = await waitFor(actor, (s) => s.hasTag('empty'));
    expect(snapshot.hasTag('loaded')).toBe(true);
    expect(snapshot.context.posts).toEqual([]);
  });

  it("fails with the blog data message; 'Try Again' reloads featured, categories and posts", async () => {
    let featuredCalls = 0;
    let categoryCalls = 0;
    const { actor, loadPosts } = start({
      loadFeatured: fromAbortablePromise<BlogPost | null>(() => {
        featuredCalls += 1;
        return Promise.resolve(featured);
      }),
      loadCategories: fromAbortablePromise<BlogCategory[]>(() => {
        categoryCalls += 1;
        return Promise.resolve(categories);
      }),
    });
    await waitFor(actor, () => loadPosts.calls.length === 1);
    loadPosts.call(0).reject(new Error('500'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe('Failed to load blog data. Please try again later.');
    expect(failed.context.error).toBe(BLOG_LISTING_MESSAGES.loadData);

    actor.send({ type: 'blog.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, () => loadPosts.calls.length === 2);
    expect([featuredCalls, categoryCalls]).toEqual([2, 2]);
    loadPosts.call(1).resolve(page(post(2)));
    const loaded = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(loaded.context.error).toBeNull();
  });

  it('fails with the blog data message when no actors were provided', async () => {
    const actor = createActor(blogListingMachine).start();
    const { context } = await waitFor(actor, (s) => s.hasTag('error'));
    expect(context.error).toBe(BLOG_LISTING_MESSAGES.loadData);
    expect(context.featured).toBeNull();
    expect(context.categories).toEqual([]);
  });

  it('aborts the request in flight when the actor stops', async () => {
    const { actor, loadPosts } = start();
    await waitFor(actor, () => loadPosts.calls.length === 1);
    actor.stop();
    expect(loadPosts.call(0).signal.aborted).toBe(true);
  });
});

describe('blogListingMachine: categories', () => {
  it('a category goes back to page 1 and reloads its posts; featured stays but hides', async () => {
    const { actor, loadPosts } = await startLoaded();
    actor.send({ type: 'category.select', category: 'Growth' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loadPosts.call(1).input).toEqual({ category: 'Growth', page: 1, limit: 50 });

    loadPosts.call(1).resolve(page(post(3, 'Growth')));
    const { context } = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(context.selectedCategory).toBe('Growth');
    expect(context.page).toBe(1);
    expect(context.posts).toEqual([post(3, 'Growth')]);
    expect(context.featured).toEqual(featured);
    expect(showsFeatured(context)).toBe(false);

    actor.send({ type: 'category.select', category: 'All' });
    loadPosts.call(2).resolve(page(post(2)));
    const back = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(showsFeatured(back.context)).toBe(true);
  });

  it('ignores a click on the category already shown', async () => {
    const { actor, loadPosts } = await startLoaded();
    actor.send({ type: 'category.select', category: 'All' });
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
    expect(loadPosts.calls).toHaveLength(1);
  });

  it('shows the empty state for a category without posts', async () => {
    const { actor, loadPosts } = await startLoaded();
    actor.send({ type: 'category.select', category: 'Growth' });
    loadPosts.call(1).resolve(page());
    const snapshot = await waitFor(actor, (s) => s.hasTag('empty'));
    expect(snapshot.context.selectedCategory).toBe('Growth');
  });

  it("fails with the blog posts message; 'Try Again' reloads the page data for that category", async () => {
    const { actor, loadPosts } = await startLoaded();
    actor.send({ type: 'category.select', category: 'Growth' });
    loadPosts.call(1).reject(new Error('500'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe('Failed to load blog posts. Please try again later.');

    actor.send({ type: 'blog.retry' });
    await waitFor(actor, () => loadPosts.calls.length === 3);
    expect(loadPosts.call(2).input).toEqual({ category: 'Growth', page: 1, limit: 50 });
    loadPosts.call(2).resolve(page(post(3, 'Growth')));
    const loaded = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(loaded.context.error).toBeNull();
  });

  it('loads a category chosen from the error view', async () => {
    const { actor, loadPosts } = start();
    await waitFor(actor, () => loadPosts.calls.length === 1);
    loadPosts.call(0).reject(new Error('500'));
    await waitFor(actor, (s) => s.hasTag('error'));
    actor.send({ type: 'category.select', category: 'Growth' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loadPosts.call(1).input.category).toBe('Growth');
  });

  it('aborts the older request when another category is chosen; the last choice wins', async () => {
    const { actor, loadPosts } = await startLoaded();
    actor.send({ type: 'category.select', category: 'Growth' });
    actor.send({ type: 'category.select', category: 'Tutorials' });
    expect(loadPosts.call(1).signal.aborted).toBe(true);
    expect(loadPosts.call(2).signal.aborted).toBe(false);
    expect(loadPosts.call(2).input.category).toBe('Tutorials');

    loadPosts.call(1).resolve(page(post(9, 'Growth')));
    // The aborted request's answer has reached the machine, which must have dropped it.
    await loadPosts.call(1).delivered();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.selectedCategory).toBe('Tutorials');
    expect(actor.getSnapshot().context.posts).not.toContainEqual(post(9, 'Growth'));

    loadPosts.call(2).resolve(page(post(4)));
    const { context } = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(context.selectedCategory).toBe('Tutorials');
    expect(context.posts).toEqual([post(4)]);
  });

  it('ignores choosing the category that is already loading', async () => {
    const { actor, loadPosts } = await startLoaded();
    actor.send({ type: 'category.select', category: 'Growth' });
    actor.send({ type: 'category.select', category: 'Growth' });
    expect(loadPosts.calls).toHaveLength(2);
    expect(loadPosts.call(1).signal.aborted).toBe(false);
  });

  it('uses a category chosen while featured and categories load for the first page', async () => {
    const loadCategories = controlled<BlogCategory[]>();
    const { actor, loadPosts } = start({ loadCategories: loadCategories.logic });
    actor.send({ type: 'category.select', category: 'Growth' });
    loadCategories.call(0).resolve(categories);
    await waitFor(actor, () => loadPosts.calls.length === 1);
    expect(loadPosts.call(0).input.category).toBe('Growth');
  });

  it('aborts the first page when a category is chosen during it', async () => {
    const { actor, loadPosts } = start();
    await waitFor(actor, () => loadPosts.calls.length === 1);
    actor.send({ type: 'category.select', category: 'Growth' });
    expect(loadPosts.call(0).signal.aborted).toBe(true);
    expect(loadPosts.call(1).input.category).toBe('Growth');
    loadPosts.call(1).reject(new Error('500'));
    const { context } = await waitFor(actor, (s) => s.hasTag('error'));
    expect(context.error).toBe(BLOG_LISTING_MESSAGES.loadPosts);
    expect(context.featured).toEqual(featured);
  });
});
