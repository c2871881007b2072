import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { BlogPostView, type BlogPostViewProps } from '@/components/site/blog/BlogPostView';
import type { blogPostMachine } from '@/machines/site/blog/blogPostMachine';
import { useMachine } from '@/screens/shared/useMachine';

export interface BlogPostScreenProps {
  /** The blog post machine with `loadPost` and `countView` provided (by the app, or fakes). */
  logic: typeof blogPostMachine;
  /** The route's `:slug`: the machine's input, read once when the screen mounts. */
  slug: string | undefined;
  /** The poster of the post's video, shown until the visitor plays it. */
  videoPosterUrl?: (videoId: string) => string;
  /** The browser tab's title for a loaded post. */
  documentTitle?: (postTitle: string) => string;
}

/**
 * The route's slug. The route keys the screen with it, so going from one post to another (a link
 * inside a post) mounts a new screen: a new machine that loads that post and counts its view.
 */
export function useBlogPostSlug(): string | undefined {
  return useParams().slug;
}

/** Route /blog/:slug: the blog post machine drives the view. */
export function BlogPostScreen({
  logic,
  slug,
  videoPosterUrl,
  documentTitle,
}: BlogPostScreenProps) {
  const [snapshot] = useMachine(logic, { input: { slug } });
  const { post, error } = snapshot.context;
  const postTitle = post?.title;
  useEffect(() => {
    if (postTitle && documentTitle) document.title = documentTitle(postTitle);
  }, [postTitle, documentTitle]);

  let view: BlogPostViewProps;
  if (snapshot.hasTag('error')) {
    view = { status: 'error', message: error ?? '' };
  } else if (snapshot.hasTag('loaded') && post !== null) {
    const { youtubeVideoId } = post;
    const youtubePosterUrl =
      youtubeVideoId && videoPosterUrl ? videoPosterUrl(youtubeVideoId) : null;
    view = { status: 'loaded', post: { ...post, youtubePosterUrl } };
  } else {
    view = { status: 'loading' };
  }
  return <BlogPostView {...view} />;
}

export type BlogPostRouteProps = Omit<BlogPostScreenProps, 'slug'>;

/** The /blog/:slug route: the screen keyed by the slug, so another post is a new screen. */
export function BlogPostRoute(props: BlogPostRouteProps) {
  const slug = useBlogPostSlug();
  return <BlogPostScreen key={slug} {...props} slug={slug} />;
}
