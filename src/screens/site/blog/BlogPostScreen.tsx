import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { BlogPostView, type BlogPostViewProps } from '@/components/site/blog/BlogPostView';
import type { BlogPost } from '@/domain/site/blog/post';
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

function toArticle(post: BlogPost, videoPosterUrl?: (videoId: string) => string) {
  return {
    youtubePosterUrl:
      post.youtube_video_id && videoPosterUrl ? videoPosterUrl(post.youtube_video_id) : null,
    title: post.title,
    category: post.category,
    publishedAt: post.published_at,
    readTime: post.read_time,
    content: post.content,
    youtubeVideoId: post.youtube_video_id,
    htmlCode: post.html_code,
  };
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
    view = { status: 'loaded', post: toArticle(post, videoPosterUrl) };
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
