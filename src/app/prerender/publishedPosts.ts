import type { BlogPost } from '@/domain/blog/post';
import { contentService } from '../providers/contentService';

/** Every published post, newest first: each gets its own page (and, later, feed entries). */
export async function publishedPosts(signal: AbortSignal): Promise<BlogPost[]> {
  const { posts } = await (await contentService()).listPublishedPosts({}, signal);
  return posts;
}
