import { useEffect } from 'react';
import { BlogListingView, type BlogListingContent } from '@/components/site/blog/BlogListingView';
import type { BlogPostSummary } from '@/components/site/blog/BlogPostCard';
import type { BlogPost } from '@/domain/site/blog/post';
import { showsFeatured, type blogListingMachine } from '@/machines/site/blog/blogListingMachine';
import { useMachine } from '@/screens/shared/useMachine';
import { showsLoader } from '@/machines/shared/prerendered';

export interface BlogScreenProps {
  /** The blog listing machine with its actors provided (by the app, or fakes in stories). */
  logic: typeof blogListingMachine;
}

/** The post as it is, with whether it carries an interactive HTML block (the card's badge). */
function toSummary(post: BlogPost): BlogPostSummary {
  return { ...post, interactive: Boolean(post.htmlCode?.trim()) };
}

/** Route /blog: the blog listing machine drives the filter, the hero and the grid. */
export function BlogScreen({ logic }: BlogScreenProps) {
  const [snapshot, send] = useMachine(logic);
  const { context } = snapshot;

  let content: BlogListingContent;
  if (snapshot.hasTag('error')) {
    content = {
      status: 'error',
      message: context.error ?? '',
      onRetry: () => send({ type: 'blog.retry' }),
    };
  } else if (showsLoader(snapshot)) {
    // (While a prerendered page's posts are refreshed, they stay on screen.)
    content = { status: 'loading' };
  } else if (snapshot.hasTag('empty')) {
    content = { status: 'empty' };
  } else {
    const featured = showsFeatured(context) ? context.featured : null;
    content = {
      status: 'loaded',
      featured: featured && toSummary(featured),
      posts: context.posts.map(toSummary),
    };
  }
  return (
    <BlogListingView
      {...content}
      categories={context.categories}
      selectedCategory={context.selectedCategory}
      onSelectCategory={(category) => send({ type: 'category.select', category })}
    />
  );
}

export interface BlogRouteProps extends BlogScreenProps {
  /** Checks the blog's database once the page runs; it only logs what it found. */
  checkConnection: (signal: AbortSignal) => Promise<void>;
}

/** The /blog route: the listing, and the connection check while the page is open. */
export function BlogRoute({ logic, checkConnection }: BlogRouteProps) {
  useEffect(() => {
    const leaving = new AbortController();
    void checkConnection(leaving.signal);
    return () => leaving.abort();
  }, [checkConnection]);
  return <BlogScreen logic={logic} />;
}
