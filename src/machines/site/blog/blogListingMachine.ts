/**
 * The blog listing page (docs/product.md, blog). The initial load asks for the
 * featured post and the categories in parallel, each failing softly (to null / []), then for
 * page 1 of the posts. A category change goes back to page 1 and reloads the posts; a newer
 * selection aborts the request still in flight. Pure: the app provides the actors.
 *
 * Actor contract: `loadFeatured` resolves the featured post or null; `loadCategories` the
 * categories; `loadPosts(query)` one page of posts and the total. A rejection of the first two
 * is swallowed; of `loadPosts`, it is the page's error.
 */
import { ALL_CATEGORIES, type BlogCategory } from '@/domain/site/blog/categories';
import {
  FIRST_PAGE,
  POSTS_PER_PAGE,
  type PostsPage,
  type PostsQuery,
} from '@/domain/site/blog/listing';
import type { BlogPost } from '@/domain/site/blog/post';
import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { notProvided } from '@/machines/shared/notProvided';
import {
  optionalPrerenderedInput,
  startingContext,
  type DataFromPage,
} from '@/machines/shared/prerendered';

/** docs/product.md, blog (listing); both show 'Try Again'. */
export const BLOG_LISTING_MESSAGES = {
  loadData: 'Failed to load blog data. Please try again later.',
  loadPosts: 'Failed to load blog posts. Please try again later.',
} as const;

export interface BlogListingContext extends DataFromPage {
  featured: BlogPost | null;
  categories: BlogCategory[];
  selectedCategory: string;
  page: number;
  posts: BlogPost[];
  total: number;
  error: string | null;
}

export type BlogListingEvent =
  { type: 'category.select'; category: string } | { type: 'blog.retry' };

/** 'empty' is 'No posts found in this category.'; 'error' shows the message and 'Try Again'. */
export type BlogListingTag = 'loading' | 'loaded' | 'empty' | 'error';

/** The featured hero shows only under 'All', and only when there is a featured post. */
export const showsFeatured = (context: BlogListingContext): boolean =>
  context.selectedCategory === ALL_CATEGORIES && context.featured !== null;

export const blogListingMachine = setup({
  types: {
    context: {} as BlogListingContext,
    events: {} as BlogListingEvent,
    tags: {} as BlogListingTag,
    input: optionalPrerenderedInput<BlogListingContext>(),
  },
  actors: {
    loadFeatured: fromAbortablePromise<BlogPost | null>(notProvided('blogListing', 'loadFeatured')),
    loadCategories: fromAbortablePromise<BlogCategory[]>(
      notProvided('blogListing', 'loadCategories'),
    ),
    loadPosts: fromAbortablePromise<PostsPage, PostsQuery>(notProvided('blogListing', 'loadPosts')),
  },
  guards: {
    isOtherCategory: ({ context }, category: string) => category !== context.selectedCategory,
    hasNoPosts: ({ context }) => context.posts.length === 0,
    isFromPage: ({ context }) => context.fromPage,
  },
  actions: {
    setFeatured: assign((_, featured: BlogPost | null) => ({ featured })),
    setCategories: assign((_, categories: BlogCategory[]) => ({ categories })),
    selectCategory: assign((_, category: string) => ({
      selectedCategory: category,
      page: FIRST_PAGE,
    })),
    setPosts: assign((_, { posts, total }: PostsPage) => ({ posts, total, fromPage: false })),
    keepPageData: assign({ fromPage: false }),
    setError: assign((_, message: string) => ({ error: message })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'blogListing',
  context: ({ input }) =>
    startingContext(input, {
      featured: null,
      categories: [],
      selectedCategory: ALL_CATEGORIES,
      page: FIRST_PAGE,
      posts: [],
      total: 0,
      error: null,
      fromPage: false,
    }),
  // With a prerendered page's data, loading refreshes it in the background (the screen shows the
  // page's data meanwhile: `fromPage`); a failed refresh keeps that data.
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      entry: 'clearError',
      initial: 'extras',
      states: {
        /** Featured post and categories side by side; each failure leaves null / []. */
        extras: {
          type: 'parallel',
          // No request for posts yet: remember the choice for the first page.
          on: {
            'category.select': {
              actions: { type: 'selectCategory', params: ({ event }) => event.category },
            },
          },
          states: {
            featured: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    src: 'loadFeatured',
                    onDone: {
                      target: 'done',
                      actions: { type: 'setFeatured', params: ({ event }) => event.output },
                    },
                    onError: [
                      { guard: 'isFromPage', target: 'done' },
                      { target: 'done', actions: { type: 'setFeatured', params: null } },
                    ],
                  },
                },
                done: { type: 'final' },
              },
            },
            categories: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    src: 'loadCategories',
                    onDone: {
                      target: 'done',
                      actions: { type: 'setCategories', params: ({ event }) => event.output },
                    },
                    onError: [
                      { guard: 'isFromPage', target: 'done' },
                      { target: 'done', actions: { type: 'setCategories', params: [] } },
                    ],
                  },
                },
                done: { type: 'final' },
              },
            },
          },
          onDone: 'firstPage',
        },
        /** The initial load's posts: a failure is 'Failed to load blog data...'. */
        firstPage: {
          invoke: {
            src: 'loadPosts',
            input: ({ context }) => postsQuery(context),
            onDone: {
              target: '#blogListing.loaded',
              actions: { type: 'setPosts', params: ({ event }) => event.output },
            },
            onError: [
              { guard: 'isFromPage', target: '#blogListing.loaded', actions: 'keepPageData' },
              {
                target: '#blogListing.error',
                actions: { type: 'setError', params: BLOG_LISTING_MESSAGES.loadData },
              },
            ],
          },
        },
        /** A category's posts: a failure is 'Failed to load blog posts...'. */
        posts: {
          invoke: {
            src: 'loadPosts',
            input: ({ context }) => postsQuery(context),
            onDone: {
              target: '#blogListing.loaded',
              actions: { type: 'setPosts', params: ({ event }) => event.output },
            },
            onError: {
              target: '#blogListing.error',
              actions: { type: 'setError', params: BLOG_LISTING_MESSAGES.loadPosts },
            },
          },
        },
      },
      // While posts load, a newer choice enters `posts` afresh: the old request aborts.
      on: {
        'category.select': {
          guard: { type: 'isOtherCategory', params: ({ event }) => event.category },
          target: '.posts',
          actions: { type: 'selectCategory', params: ({ event }) => event.category },
        },
      },
    },
    loaded: {
      tags: 'loaded',
      initial: 'list',
      states: {
        list: { always: { guard: 'hasNoPosts', target: 'empty' } },
        empty: { tags: 'empty' },
      },
      on: {
        'category.select': {
          guard: { type: 'isOtherCategory', params: ({ event }) => event.category },
          target: 'loading.posts',
          actions: { type: 'selectCategory', params: ({ event }) => event.category },
        },
      },
    },
    error: {
      tags: 'error',
      on: {
        // 'Try Again' reloads the page's data: featured, categories and the current category.
        'blog.retry': 'loading',
        'category.select': {
          target: 'loading.posts',
          actions: { type: 'selectCategory', params: ({ event }) => event.category },
        },
      },
    },
  },
});

function postsQuery(context: BlogListingContext): PostsQuery {
  return { category: context.selectedCategory, page: context.page, limit: POSTS_PER_PAGE };
}
