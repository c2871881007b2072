import { BlogPostCard, type BlogPostSummary } from './BlogPostCard';
import classes from './FeaturedPostHero.module.css';

export interface FeaturedPostHeroProps {
  /** The featured post, shown as the large card (it links to its page). */
  post: BlogPostSummary;
}

/** The featured post above the grid: a larger card, picture beside the text on wide screens. */
export function FeaturedPostHero({ post }: FeaturedPostHeroProps) {
  return (
    <section aria-label="Featured post" className={classes.hero}>
      <BlogPostCard {...post} variant="hero" />
    </section>
  );
}
