import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { blogPostMachine } from '@/machines/site/blog/blogPostMachine';
import { videoPosterUrl } from '@/domain/youtube/posterUrl';
import { appConfig, isPrerendering } from '@/app/env';
import { contentService } from '@/app/providers/contentService';
import type { BlogPostRouteProps } from '@/screens/site/blog/BlogPostScreen';
import { postPageTitle } from '@/app/pageTitles';
import {
  isCountedToday,
  localDay,
  parseViewRecord,
  VIEW_RECORD_KEY,
  withViewCounted,
} from '@/domain/site/blog/viewRecord';
import { readLocalText, writeLocalText } from '@/services/browser/localText';

/**
 * One view of a post a day from this browser (docs/product.md, blog): a post already counted
 * today is not sent again; once the database counted it, the browser remembers it.
 */
async function countViewOncePerDay(postId: number, signal: AbortSignal): Promise<number | null> {
  const today = localDay(new Date());
  const record = parseViewRecord(readLocalText(VIEW_RECORD_KEY));
  if (isCountedToday(record, postId, today)) return null;
  const views = await (await contentService()).incrementPostViews(postId, signal);
  writeLocalText(VIEW_RECORD_KEY, JSON.stringify(withViewCounted(record, postId, today)));
  return views;
}

/**
 * The blog post page reading from the hosted database: the published post by slug (null when
 * there is none: 'Post not found'), then one view a day counted by the database's atomic
 * `increment_post_views`.
 */
export const blogPostLogic = blogPostMachine.provide({
  actors: {
    loadPost: fromAbortablePromise(async ({ input, signal }) =>
      (await contentService()).findPostBySlug(input.slug, signal),
    ),
    countView: fromAbortablePromise(async ({ input, signal }) =>
      // The build's run of this machine (prerendering the post's page) is not a visit.
      isPrerendering() ? null : countViewOncePerDay(input.postId, signal),
    ),
  },
});

/** The poster of a post's video: no API call, so no quota (src/domain/youtube/posterUrl.ts). */
export const blogVideoPosterUrl = (videoId: string): string =>
  videoPosterUrl(videoId, appConfig().youtube);

/** What the blog post route gets from the app, read as the route renders. */
export const screenProps = (): BlogPostRouteProps => ({
  logic: blogPostLogic,
  videoPosterUrl: blogVideoPosterUrl,
  documentTitle: postPageTitle,
});
