import { fromPromise } from 'xstate';
import { blogListingMachine } from '@/machines/blogListingMachine';
import { contentService } from './contentService';

/** The blog listing reading the featured post, the categories and the posts from the database. */
export const blogListingLogic = blogListingMachine.provide({
  actors: {
    loadFeatured: fromPromise(async ({ signal }) =>
      (await contentService()).getFeaturedPost(signal),
    ),
    loadCategories: fromPromise(async ({ signal }) =>
      (await contentService()).listCategories(signal),
    ),
    loadPosts: fromPromise(async ({ input, signal }) =>
      (await contentService()).listPublishedPosts(
        { category: input.category, page: input.page, limit: input.limit },
        signal,
      ),
    ),
  },
});
