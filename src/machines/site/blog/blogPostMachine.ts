/**
 * The blog post page (docs/product.md, blog): check the slug, load the post, then
 * count one view. Pure: the app provides `loadPost` and `countView` with `machine.provide`.
 *
 * Actor contract (service-agnostic):
 * - `loadPost({ slug })` resolves the post, resolves `null` when no published post has this
 *   slug ('Post not found'), and rejects on any other failure ('Failed to load blog post').
 *   The app's adapter maps the content service's `ContentError` kind 'not-found' onto `null`.
 * - `countView({ postId })` adds one view; fire-and-forget: its result is ignored and a
 *   failure only reaches the `logError` action, never the visitor.
 */
import type { BlogPost } from '@/domain/site/blog/post';
import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { notProvided } from '@/machines/shared/notProvided';
import {
  startingContext,
  type DataFromPage,
  type PrerenderedInput,
} from '@/machines/shared/prerendered';

/** docs/product.md, blog (post). */
export const BLOG_POST_MESSAGES = {
  noSlug: 'No slug provided',
  notFound: 'Post not found',
  failed: 'Failed to load blog post',
} as const;

export interface BlogPostInput extends PrerenderedInput<BlogPostContext> {
  /** The route's `:slug`; undefined or blank gives 'No slug provided' without any call. */
  slug: string | undefined;
}

export interface BlogPostContext extends DataFromPage {
  slug: string;
  post: BlogPost | null;
  error: string | null;
}

export type BlogPostTag = 'loading' | 'loaded' | 'error';

export const blogPostMachine = setup({
  types: {
    context: {} as BlogPostContext,
    input: {} as BlogPostInput,
    tags: {} as BlogPostTag,
  },
  actors: {
    loadPost: fromAbortablePromise<BlogPost | null, { slug: string }>(
      notProvided('blogPost', 'loadPost'),
    ),
    countView: fromAbortablePromise<unknown, { postId: number }>(
      notProvided('blogPost', 'countView'),
    ),
  },
  guards: {
    isFromPage: ({ context }) => context.fromPage,
    hasSlug: ({ context }) => context.slug !== '',
    isNotFound: (_, post: BlogPost | null) => post === null,
  },
  actions: {
    setPost: assign((_, post: BlogPost | null) => ({ post, error: null })),
    setError: assign((_, message: string) => ({ error: message })),
    logError: (_, { error }: { error: unknown }) => {
      console.error('Could not count the post view', error);
    },
  },
}).createMachine({
  id: 'blogPost',
  context: ({ input }) =>
    startingContext(input, {
      slug: input.slug?.trim() ?? '',
      post: null,
      error: null,
      fromPage: false,
    }),
  initial: 'checking',
  states: {
    /** Transient: the prerendered page's post, or loading, or 'No slug provided'. */
    checking: {
      always: [
        { guard: 'isFromPage', target: 'loaded' },
        { guard: 'hasSlug', target: 'loading' },
        { target: 'error', actions: { type: 'setError', params: BLOG_POST_MESSAGES.noSlug } },
      ],
    },
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadPost',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => event.output },
            target: 'error',
            actions: { type: 'setError', params: BLOG_POST_MESSAGES.notFound },
          },
          { target: 'loaded', actions: { type: 'setPost', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'error',
          actions: { type: 'setError', params: BLOG_POST_MESSAGES.failed },
        },
      },
    },
    loaded: {
      tags: 'loaded',
      // Entered once per actor, so one view per visit; its outcome never changes the page.
      invoke: {
        src: 'countView',
        input: ({ context }) => ({ postId: context.post?.id ?? 0 }),
        onError: { actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    error: { tags: 'error' },
  },
});
