import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendar, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatLongDate } from '@/domain/format/longDate';
import type { BlogPost } from '@/domain/site/blog/post';
import { formatReadTime } from '@/domain/site/blog/postMeta';
import { HtmlBlock } from './HtmlBlock';
import { MarkdownContent } from './MarkdownContent';
import { VideoEmbed } from './VideoEmbed';
import classes from './BlogPostArticle.module.css';

/**
 * The post's own fields: its date in en-US long form ('January 5, 2025', or as is when
 * unreadable), its video and its HTML block (sandboxed) above the markdown body.
 */
export interface BlogPostArticleProps
  extends
    Pick<BlogPost, 'title' | 'category' | 'publishedAt' | 'readTime' | 'content'>,
    Partial<Pick<BlogPost, 'youtubeVideoId' | 'htmlCode'>> {
  /** The video's thumbnail: the poster shown until the visitor plays it. */
  youtubePosterUrl?: string | null;
}

/** One blog post: back link, category, title, date and read time, video, HTML block, body. */
export function BlogPostArticle({
  title,
  category,
  publishedAt,
  readTime,
  content,
  youtubeVideoId,
  youtubePosterUrl,
  htmlCode,
}: BlogPostArticleProps) {
  return (
    <article className={classes.page}>
      <Anchor component={Link} to="/blog" className={classes.back}>
        <IconArrowLeft size={18} stroke={1.75} aria-hidden="true" />
        Back to Blog
      </Anchor>
      <header className={classes.header}>
        <Text className={classes.category}>{category}</Text>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Group gap="lg" className={classes.meta}>
          <span className={classes.metaItem}>
            <IconCalendar size={16} stroke={1.75} aria-hidden="true" />
            <time dateTime={publishedAt}>{formatLongDate(publishedAt)}</time>
          </span>
          <span className={classes.metaItem}>
            <IconClock size={16} stroke={1.75} aria-hidden="true" />
            {formatReadTime(readTime)}
          </span>
        </Group>
      </header>
      {youtubeVideoId && (
        <div className={classes.media}>
          <VideoEmbed videoId={youtubeVideoId} title={title} posterUrl={youtubePosterUrl} />
        </div>
      )}
      {htmlCode && (
        <div className={classes.media}>
          <HtmlBlock html={htmlCode} title={`Interactive block: ${title}`} />
        </div>
      )}
      <MarkdownContent>{content}</MarkdownContent>
    </article>
  );
}
