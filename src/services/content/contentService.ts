/**
 * Every call of spec section 7, "Hosted database", on supabase-js. Each call takes an
 * AbortSignal and either returns typed rows or throws a ContentError.
 */
import { ALL_CATEGORIES, distinctCategories, type BlogCategory } from '@/domain/blog/categories';
import type { ContentClient } from './client';
import type {
  BlogPostRow,
  ContactMessageInsert,
  PortfolioVideoRow,
  ProjectRow,
} from './database.types';
import { ContentError, toContentError, type PostgrestFailure } from './errors';
import { titleOrContentContains } from './search';

/** Spec section 9: the listing asks for 50 posts a request, starting at page 1. */
export const POSTS_PER_PAGE = 50;

export interface PostQuery {
  /** A category name; 'All' or absent means every category. */
  category?: string;
  /** Matches title or content, case-insensitively, by substring. */
  search?: string;
  /** 1-based. */
  page?: number;
  limit?: number;
}

export interface PostPage {
  posts: BlogPostRow[];
  /** All published posts matching the filters, across pages. */
  total: number;
}

export type NewContactMessage = Omit<ContactMessageInsert, 'created_at'>;

interface Answer<T> {
  data: T | null;
  error: PostgrestFailure | null;
  status: number;
  count?: number | null;
}

/** Turns a supabase-js answer into its data or a thrown ContentError. */
function unwrap<T>({ data, error, status }: Answer<T>): T {
  if (error) throw toContentError(error, status);
  if (data === null) throw new ContentError('server', 'The server sent no data', status, '');
  return data;
}

export function createContentService(client: ContentClient) {
  const posts = () => client.from('blog_posts');

  return {
    /** The one featured published post, or null when there is none. */
    async getFeaturedPost(signal: AbortSignal): Promise<BlogPostRow | null> {
      const answer = await posts()
        .select('*')
        .eq('featured', true)
        .eq('published', true)
        .abortSignal(signal)
        .maybeSingle();
      if (answer.error) throw toContentError(answer.error, answer.status);
      return answer.data;
    },

    /** Published posts, newest first, one page at a time, with the exact total. */
    async listPublishedPosts(query: PostQuery, signal: AbortSignal): Promise<PostPage> {
      const { category, search, page = 1, limit = POSTS_PER_PAGE } = query;
      const from = (page - 1) * limit;
      let request = posts().select('*', { count: 'exact' }).eq('published', true);
      if (category && category !== ALL_CATEGORIES) request = request.eq('category', category);
      const term = search?.trim();
      if (term) request = request.or(titleOrContentContains(term));
      const answer = await request
        .order('published_at', { ascending: false })
        .range(from, from + limit - 1)
        .abortSignal(signal);
      return { posts: unwrap(answer), total: answer.count ?? 0 };
    },

    /** Categories of published posts, sorted, each once. */
    async listCategories(signal: AbortSignal): Promise<BlogCategory[]> {
      const answer = await posts()
        .select('category')
        .eq('published', true)
        .order('category')
        .abortSignal(signal);
      return distinctCategories(unwrap(answer).map((row) => row.category));
    },

    /** A published post by slug; ContentError 'not-found' when there is none. */
    async getPostBySlug(slug: string, signal: AbortSignal): Promise<BlogPostRow> {
      const answer = await posts()
        .select('*')
        .eq('slug', slug)
        .eq('published', true)
        .abortSignal(signal)
        .single();
      return unwrap(answer);
    },

    /** Counts one view atomically in the database; the new count, or null if not counted. */
    async incrementPostViews(postId: number, signal: AbortSignal): Promise<number | null> {
      const answer = await client
        .rpc('increment_post_views', { post_id: postId })
        .abortSignal(signal);
      if (answer.error) throw toContentError(answer.error, answer.status);
      return answer.data;
    },

    /** How many posts are published: the blog page's connection check. */
    async countPublishedPosts(signal: AbortSignal): Promise<number> {
      const answer = await posts()
        .select('*', { count: 'exact', head: true })
        .eq('published', true)
        .abortSignal(signal);
      if (answer.error) throw toContentError(answer.error, answer.status);
      return answer.count ?? 0;
    },

    /** Portfolio videos, newest first. */
    async listPortfolioVideos(signal: AbortSignal): Promise<PortfolioVideoRow[]> {
      const answer = await client
        .from('portfolio_videos')
        .select('*')
        .order('created_at', { ascending: false })
        .abortSignal(signal);
      return unwrap(answer);
    },

    /** The distinct portfolio tags, sorted: the filter tabs after 'All'. */
    async listPortfolioTags(signal: AbortSignal): Promise<string[]> {
      const answer = await client
        .from('portfolio_videos')
        .select('tag')
        .order('tag')
        .abortSignal(signal);
      return [...new Set(unwrap(answer).map((row) => row.tag))];
    },

    /** Stores a contact message. Visitors can never read messages back, so nothing returns. */
    async submitContactMessage(message: NewContactMessage, signal: AbortSignal): Promise<void> {
      const answer = await client
        .from('contact_messages')
        .insert({ ...message, created_at: new Date().toISOString() })
        .abortSignal(signal);
      if (answer.error) throw toContentError(answer.error, answer.status);
    },

    /** Projects, featured first, then newest (highest id) first. */
    async listProjects(signal: AbortSignal): Promise<ProjectRow[]> {
      const answer = await client
        .from('projects')
        .select('*')
        .order('featured', { ascending: false })
        .order('id', { ascending: false })
        .abortSignal(signal);
      return unwrap(answer);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
