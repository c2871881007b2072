import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { MetricTiles, type MetricTile } from '@/components/shared/MetricTiles';
import { COMMENT_DOWNLOAD_MESSAGES } from '@/domain/tools/comment-downloader/commentDownload';
import {
  COMMENT_FILE_NAMES,
  formatCommentTime,
  type CommentFileFormat,
} from '@/domain/tools/comment-downloader/commentFiles';
import type { VideoComments } from '@/domain/tool-kit/videoComments';
import classes from './CommentDownloaderResult.module.css';
import { formatCount } from '@/domain/format/count';

export interface CommentDownloaderResultProps {
  /**
   * The comments one run read, newest first (at most 1,000), and whether the video has more; none
   * shows the 'no comments' panel.
   */
  result: VideoComments;
  /** Save the comments in this format (built in the page: no request). */
  onDownload: (format: CommentFileFormat) => void;
  /** How many comments the preview shows. */
  previewCount?: number;
}

/**
 * The comment downloader's result: how many comments were read and over what time, the
 * downloads (the documented `youtube_comments.txt`, then CSV and JSON), and the first few comments.
 * A video without comments says so and offers no empty file.
 */
export function CommentDownloaderResult({
  result,
  onDownload,
  previewCount = 3,
}: CommentDownloaderResultProps) {
  const headingId = useId();
  const { comments, more } = result;
  const newest = comments.at(0);
  const oldest = comments.at(-1);
  if (!newest || !oldest) {
    return (
      <Paper component="section" className={classes.result} aria-labelledby={headingId}>
        <Title order={2} id={headingId} className={classes.title}>
          {COMMENT_DOWNLOAD_MESSAGES.noComments}
        </Title>
        <Text c="dimmed">Nobody has commented on this video yet, so there is no file to save.</Text>
      </Paper>
    );
  }

  const tiles: MetricTile[] = [
    {
      label: 'Comments read',
      value: formatCount(comments.length),
      detail: more
        ? `the newest ${formatCount(comments.length)}; the video has more`
        : 'all of them',
    },
    { label: 'Newest', value: formatCommentTime(newest.publishedAt) },
    { label: 'Oldest', value: formatCommentTime(oldest.publishedAt) },
  ];

  return (
    <Paper component="section" className={classes.result} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.title}>
        {`${formatCount(comments.length)} ${comments.length === 1 ? 'comment' : 'comments'} ready`}
      </Title>
      <MetricTiles tiles={tiles} cols={{ base: 1, sm: 3 }} />
      <Group className={classes.downloads}>
        <Button
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={() => onDownload('txt')}
        >
          {`Download ${COMMENT_FILE_NAMES.txt}`}
        </Button>
        <Button variant="default" onClick={() => onDownload('csv')}>
          Download as CSV
        </Button>
        <Button variant="default" onClick={() => onDownload('json')}>
          Download as JSON
        </Button>
      </Group>
      <Title order={3} className={classes.previewTitle}>
        {comments.length > previewCount ? `First ${String(previewCount)} comments` : 'Comments'}
      </Title>
      <ol className={classes.preview}>
        {comments.slice(0, previewCount).map((comment) => (
          <li key={comment.id} className={classes.comment}>
            <Text component="p" className={classes.meta}>
              <span className={classes.author}>{comment.author}</span>
              {' · '}
              <time dateTime={comment.publishedAt}>{formatCommentTime(comment.publishedAt)}</time>
            </Text>
            <Text component="p" className={classes.text} lineClamp={3}>
              {comment.text}
            </Text>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
