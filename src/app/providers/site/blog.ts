import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { blogListingMachine } from '@/machines/site/blog/blogListingMachine';
import { contentService } from '@/app/providers/contentService';
import type { BlogRouteProps } from '@/screens/site/blog/BlogScreen';

/** The blog listing reading the featured post, the categories and the posts from the database. */
export const blogListingLogic = blogListingMachine.provide({
  actors: {
    loadFeatured: fromAbortablePromise(async ({ signal }) =>
      (await contentService()).getFeaturedPost(signal),
    ),
    loadCategories: fromAbortablePromise(async ({ signal }) =>
      (await contentService()).listCategories(signal),
    ),
    loadPosts: fromAbortablePromise(async ({ input, signal }) =>
      (await contentService()).listPublishedPosts(
        { category: input.category, page: input.page, limit: input.limit },
        signal,
      ),
    ),
  },
});

/**
 * The connection check (docs/product.md, blog): the blog page counts the published posts and only
 * logs the number (or why it could not), for whoever looks at the console. It changes nothing on
 * the page.
 */
export async function checkBlogConnection(signal: AbortSignal): Promise<void> {
  try {
    const count = await (await contentService()).countPublishedPosts(signal);
    console.info(`blog: database connected, ${count} published posts`);
  } catch (error) {
    if (!signal.aborted) console.warn('blog: database connection check failed', error);
  }
}

/** What the blog route gets from the app, read as the route renders. */
export const screenProps = (): BlogRouteProps => ({
  logic: blogListingLogic,
  checkConnection: checkBlogConnection,
});
