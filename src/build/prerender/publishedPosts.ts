import type { BlogPost } from '@/domain/site/blog/post';
import { contentService } from '@/app/providers/contentService';

/** Every published post, newest first: each gets its own page (and, later, feed entries). */
export async function publishedPosts(signal: AbortSignal): Promise<BlogPost[]> {
  const { posts } = await (await contentService()).listPublishedPosts({}, signal);
  return posts;
}
