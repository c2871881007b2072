import { fromPromise } from 'xstate';
import { blogPostMachine, type BlogPost } from '@/machines/blogPostMachine';
// The error class only (no client code), so this chunk does not pull supabase-js in statically.
import { ContentError } from '@/services/content/errors';
import { contentService } from './contentService';

/**
 * The blog post page reading from the hosted database: the published post by slug ('not-found'
 * becomes null, i.e. 'Post not found'; any other failure rejects), then one view counted by the
 * database's atomic `increment_post_views`.
 */
export const blogPostLogic = blogPostMachine.provide({
  actors: {
    loadPost: fromPromise<BlogPost | null, { slug: string }>(async ({ input, signal }) => {
      const service = await contentService();
      try {
        return await service.getPostBySlug(input.slug, signal);
      } catch (error) {
        if (error instanceof ContentError && error.kind === 'not-found') return null;
        throw error;
      }
    }),
    countView: fromPromise<unknown, { postId: number }>(async ({ input, signal }) =>
      (await contentService()).incrementPostViews(input.postId, signal),
    ),
  },
});
