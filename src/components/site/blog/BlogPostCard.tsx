import { Badge } from '@mantine/core';
import { IconArticle, IconCalendar, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatLongDate } from '@/domain/format/longDate';
import { ROUTES } from '@/domain/routing/routeTable';
import type { BlogPost } from '@/domain/site/blog/post';
import { formatReadTime } from '@/domain/site/blog/postMeta';
import classes from './BlogPostCard.module.css';

/**
 * What a card shows of a published post: the post's own fields (without a picture, a neutral
 * artwork; the publication time as 'January 5, 2025', or as it is when not a date).
 */
export interface BlogPostSummary extends Pick<
  BlogPost,
  'slug' | 'title' | 'excerpt' | 'category' | 'imageUrl' | 'publishedAt' | 'readTime'
> {
  /** The post carries an interactive HTML block: shows the 'Interactive' badge. */
  interactive: boolean;
}

export interface BlogPostCardProps extends BlogPostSummary {
  /** 'hero' is the larger, side-by-side card of the featured post, with a 'Featured' badge. */
  variant?: 'grid' | 'hero';
}

/**
 * One post: image, category and badges, title, excerpt, date and read time. The title's link
 * to /blog/{slug} is stretched over the card, so the whole card is one link named by the title.
 */
export function BlogPostCard({
  slug,
  title,
  excerpt,
  category,
  imageUrl,
  interactive,
  publishedAt,
  readTime,
  variant = 'grid',
}: BlogPostCardProps) {
  return (
    <article className={classes.card} data-variant={variant}>
      <div className={classes.art}>
        {imageUrl ? (
          <img
            className={classes.image}
            src={imageUrl}
            alt=""
            decoding="async"
            // The featured post's picture is the blog page's largest: fetch it first.
            fetchPriority={variant === 'hero' ? 'high' : undefined}
          />
        ) : (
          <div className={classes.placeholder} aria-hidden="true">
            <IconArticle size={48} stroke={1.5} />
          </div>
        )}
      </div>
      <div className={classes.body}>
        <div className={classes.badges}>
          {variant === 'hero' && (
            <Badge variant="filled" color="brand">
              Featured
            </Badge>
          )}
          <Badge variant="light" color="gray" className={classes.category}>
            {category}
          </Badge>
          {interactive && (
            <Badge variant="light" color="teal" className={classes.category}>
              Interactive
            </Badge>
          )}
        </div>
        <h2 className={classes.title}>
          <Link className={classes.link} to={ROUTES['blog-post'].to(slug)}>
            {title}
          </Link>
        </h2>
        <p className={classes.excerpt}>{excerpt}</p>
        <p className={classes.meta}>
          <span className={classes.metaItem}>
            <IconCalendar size={16} aria-hidden="true" />
            <time dateTime={publishedAt}>{formatLongDate(publishedAt)}</time>
          </span>
          <span className={classes.metaItem}>
            <IconClock size={16} aria-hidden="true" />
            {formatReadTime(readTime)}
          </span>
        </p>
      </div>
    </article>
  );
}
