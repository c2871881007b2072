/**
 * Every database call of docs/product.md (blog, projects, portfolio, contact), on supabase-js. Each
 * call takes an AbortSignal and either returns the product's types (src/domain) or throws a
 * ContentError.
 *
 * Every call ends (docs/architecture.md, requests): it runs under one deadline, `timeoutMs` (15 s
 * by default), handed to supabase-js as the query's abort signal. One deadline covers the whole
 * call, supabase-js's own retries of a GET included (1 s, 2 s, 4 s after a network error), so a
 * hung gateway fails the call with kind 'timeout' after 15 s, not after four 15 s attempts.
 */
import {
  ALL_CATEGORIES,
  distinctCategories,
  type BlogCategory,
} from '@/domain/site/blog/categories';
import {
  FIRST_PAGE,
  pageRange,
  POSTS_PER_PAGE,
  type PostsPage,
  type PostsQuery,
} from '@/domain/site/blog/listing';
import type { BlogPost } from '@/domain/site/blog/post';
import { isContactChallenge, type ContactChallenge } from '@/domain/site/contact/challenge';
import type { ContactSubmission } from '@/domain/site/contact/message';
import { ContactRefused, refusalOf } from '@/domain/site/contact/sendFailure';
import type { PortfolioVideo } from '@/domain/site/portfolio/video';
import type { Project } from '@/domain/site/projects/project';
import { formatSeconds, REQUEST_TIMEOUT_MS, startDeadline, untilAborted } from '../shared/deadline';
import type { ContentClient } from './client';
import type { BlogPostRow } from './database.types';
import { ContentError, cutShortError, toContentError, type PostgrestFailure } from './errors';
import { toBlogPost, toContactMessageArgs, toPortfolioVideo, toProject } from './rows';
import { titleOrContentContains } from './search';

export interface ContentServiceOptions {
  /** The bound of one call, retries included. Default 15 s. */
  timeoutMs?: number;
}

interface Answer<T> {
  data: T | null;
  error: PostgrestFailure | null;
  status: number;
  count?: number | null;
}

/** Turns a supabase-js answer into its data or a thrown ContentError. */
function unwrap<T>({ data, error, status }: Answer<T>): NonNullable<T> {
  if (error) throw toContentError(error, status);
  if (data === null || data === undefined) {
    throw new ContentError('server', 'The server sent no data', status, '');
  }
  return data;
}

/**
 * What the query's signal aborts with at the deadline. supabase-js retries a GET after any
 * failed fetch except an 'AbortError'; named so, the timed-out call stops at once instead of
 * retrying three times on a signal that is already aborted.
 */
const stopRetrying = (timeoutMs: number) =>
  new DOMException(`No answer within ${formatSeconds(timeoutMs)}`, 'AbortError');

export function createContentService(client: ContentClient, options: ContentServiceOptions = {}) {
  const { timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const posts = () => client.from('blog_posts');

  /**
   * Sends one query under the call's deadline (`send` puts the signal on the query). A query
   * cut short by the caller is kind 'aborted'; by the deadline, kind 'timeout'.
   */
  async function answer<T>(
    signal: AbortSignal,
    send: (signal: AbortSignal) => PromiseLike<Answer<T>>,
  ): Promise<Answer<T>> {
    const deadline = startDeadline(signal, timeoutMs, stopRetrying);
    const cutShort = () => signal.aborted || deadline.timedOut;
    try {
      const result = await untilAborted(Promise.resolve(send(deadline.signal)), deadline.signal);
      if (result.error && cutShort())
        throw cutShortError(deadline.timedOut, formatSeconds(timeoutMs));
      return result;
    } catch (error) {
      if (error instanceof ContentError) throw error;
      if (cutShort()) throw cutShortError(deadline.timedOut, formatSeconds(timeoutMs));
      throw new ContentError(
        'network',
        `The database could not be reached: ${String(error)}`,
        0,
        '',
      );
    } finally {
      deadline.release();
    }
  }

  async function getPostBySlug(slug: string, signal: AbortSignal): Promise<BlogPost> {
    const result = await answer(signal, (bounded) =>
      posts().select('*').eq('slug', slug).eq('published', true).abortSignal(bounded).single(),
    );
    return toBlogPost(unwrap(result));
  }

  return {
    /** The one featured published post, or null when there is none. */
    async getFeaturedPost(signal: AbortSignal): Promise<BlogPost | null> {
      const result = await answer<BlogPostRow | null>(signal, (bounded) =>
        posts()
          .select('*')
          .eq('featured', true)
          .eq('published', true)
          .abortSignal(bounded)
          .maybeSingle(),
      );
      if (result.error) throw toContentError(result.error, result.status);
      return result.data && toBlogPost(result.data);
    },

    /** Published posts, newest first, one page at a time (50 from page 1), with the total. */
    async listPublishedPosts(query: Partial<PostsQuery>, signal: AbortSignal): Promise<PostsPage> {
      const { category, search, page = FIRST_PAGE, limit = POSTS_PER_PAGE } = query;
      const { from, to } = pageRange(page, limit);
      const result = await answer(signal, (bounded) => {
        let request = posts().select('*', { count: 'exact' }).eq('published', true);
        if (category && category !== ALL_CATEGORIES) request = request.eq('category', category);
        const term = search?.trim();
        if (term) request = request.or(titleOrContentContains(term));
        return request
          .order('published_at', { ascending: false })
          .range(from, to)
          .abortSignal(bounded);
      });
      return { posts: unwrap(result).map(toBlogPost), total: result.count ?? 0 };
    },

    /** Categories of published posts, sorted, each once. */
    async listCategories(signal: AbortSignal): Promise<BlogCategory[]> {
      const result = await answer(signal, (bounded) =>
        posts().select('category').eq('published', true).order('category').abortSignal(bounded),
      );
      return distinctCategories(unwrap(result).map((row) => row.category));
    },

    /** A published post by slug; ContentError 'not-found' when there is none. */
    getPostBySlug,

    /** A published post by slug, or null when there is none (the page's 'Post not found'). */
    async findPostBySlug(slug: string, signal: AbortSignal): Promise<BlogPost | null> {
      try {
        return await getPostBySlug(slug, signal);
      } catch (error) {
        if (error instanceof ContentError && error.kind === 'not-found') return null;
        throw error;
      }
    },

    /** Counts one view atomically in the database; the new count, or null if not counted. */
    async incrementPostViews(postId: number, signal: AbortSignal): Promise<number | null> {
      const result = await answer(signal, (bounded) =>
        client.rpc('increment_post_views', { post_id: postId }).abortSignal(bounded),
      );
      if (result.error) throw toContentError(result.error, result.status);
      return result.data;
    },

    /** How many posts are published: the blog page's connection check. */
    async countPublishedPosts(signal: AbortSignal): Promise<number> {
      const result = await answer(signal, (bounded) =>
        posts()
          .select('*', { count: 'exact', head: true })
          .eq('published', true)
          .abortSignal(bounded),
      );
      if (result.error) throw toContentError(result.error, result.status);
      return result.count ?? 0;
    },

    /** Portfolio videos, newest first (without the platform's details). */
    async listPortfolioVideos(signal: AbortSignal): Promise<PortfolioVideo[]> {
      const result = await answer(signal, (bounded) =>
        client
          .from('portfolio_videos')
          .select('*')
          .order('created_at', { ascending: false })
          .abortSignal(bounded),
      );
      return unwrap(result).map(toPortfolioVideo);
    },

    /** The distinct portfolio tags, sorted: the filter tabs after 'All'. */
    async listPortfolioTags(signal: AbortSignal): Promise<string[]> {
      const result = await answer(signal, (bounded) =>
        client.from('portfolio_videos').select('tag').order('tag').abortSignal(bounded),
      );
      return [...new Set(unwrap(result).map((row) => row.tag))];
    },

    /** A signed proof-of-work challenge for the contact form (`contact_challenge`). */
    async getContactChallenge(signal: AbortSignal): Promise<ContactChallenge> {
      const result = await answer(signal, (bounded) =>
        client.rpc('contact_challenge').abortSignal(bounded),
      );
      const challenge = unwrap(result);
      if (!isContactChallenge(challenge)) {
        throw new ContentError(
          'server',
          "The challenge is not in ALTCHA's format",
          result.status,
          '',
        );
      }
      return challenge;
    },

    /**
     * Stores a contact message through `submit_contact_message`, the one way visitors can, with
     * `altcha`, the solved challenge: the database dates it, checks it and throttles senders. A
     * refusal it names (a throttle, characters, the proof) is a `ContactRefused`, anything else a
     * ContentError. Visitors never read messages back, so nothing returns.
     */
    async submitContactMessage(
      message: ContactSubmission,
      altcha: string,
      signal: AbortSignal,
    ): Promise<void> {
      const result = await answer(signal, (bounded) =>
        client
          .rpc('submit_contact_message', toContactMessageArgs(message, altcha))
          .abortSignal(bounded),
      );
      if (!result.error) return;
      const refusal = [400, 403, 429].includes(result.status)
        ? refusalOf(result.error.message)
        : null;
      if (refusal) throw new ContactRefused(refusal);
      throw toContentError(result.error, result.status);
    },

    /** Projects, featured first, then newest (highest id) first. */
    async listProjects(signal: AbortSignal): Promise<Project[]> {
      const result = await answer(signal, (bounded) =>
        client
          .from('projects')
          .select('*')
          .order('featured', { ascending: false })
          .order('id', { ascending: false })
          .abortSignal(bounded),
      );
      return unwrap(result).map(toProject);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
