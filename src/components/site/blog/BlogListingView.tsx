import { Loader, SimpleGrid, Text, Title } from '@mantine/core';
import type { BlogCategory } from '@/domain/site/blog/categories';
import { BlogCategoryFilter } from './BlogCategoryFilter';
import { BlogPostCard, type BlogPostSummary } from './BlogPostCard';
import { FeaturedPostHero } from './FeaturedPostHero';
import { LoadErrorView } from '@/components/shared/LoadErrorView';
import { PageSection } from '@/components/shared/PageSection';
import classes from './BlogListingView.module.css';

/** What the page shows under its header and filter. */
export type BlogListingContent =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'error'; message: string; onRetry: () => void }
  | {
      status: 'loaded';
      /** The hero above the grid; null hides it (another category, or no featured post). */
      featured: BlogPostSummary | null;
      posts: readonly BlogPostSummary[];
    };

export type BlogListingViewProps = BlogListingContent & {
  /** The published posts' categories for the filter; with none the filter is left out. */
  categories: readonly BlogCategory[];
  /** A category name, or 'All'. */
  selectedCategory: string;
  /**
   * Called with a category's name, or 'All', when the visitor presses its button; the blog
   * machine owns the selection and reloads the posts.
   */
  onSelectCategory: (category: string) => void;
};

const INTRO =
  'Tips, tutorials, and insights on content creation, YouTube growth, and building your online presence.';

/** The blog listing page: title, intro, category filter, then loading, empty, or hero and grid. */
export function BlogListingView(props: BlogListingViewProps) {
  if (props.status === 'error') {
    return <LoadErrorView title="Blog" message={props.message} onRetry={props.onRetry} />;
  }
  return (
    <PageSection>
      <header className={classes.header}>
        <Title order={1}>Blog</Title>
        <Text className={classes.intro}>{INTRO}</Text>
      </header>
      {props.categories.length > 0 && (
        <div className={classes.filter}>
          <BlogCategoryFilter
            categories={props.categories}
            selected={props.selectedCategory}
            onSelect={props.onSelectCategory}
          />
        </div>
      )}
      {props.status === 'loading' && (
        <div role="status" className={classes.notice}>
          <Loader size="sm" aria-hidden="true" />
          <span>Loading blog posts...</span>
        </div>
      )}
      {props.status === 'empty' && (
        <p role="status" className={classes.notice}>
          No posts found in this category.
        </p>
      )}
      {props.status === 'loaded' && (
        <>
          {props.featured && <FeaturedPostHero post={props.featured} />}
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            className={classes.grid}
          >
            {props.posts.map((post) => (
              <li key={post.slug}>
                <BlogPostCard {...post} />
              </li>
            ))}
          </SimpleGrid>
        </>
      )}
    </PageSection>
  );
}
