import { Avatar, Paper, Text, Title } from '@mantine/core';
import { useId, type Ref } from 'react';
import { relativeTime } from '@/domain/time/relativeTime';
import type { VideoComment } from '@/domain/tool-kit/videoComments';
import classes from './WinnerCard.module.css';

export interface WinnerCardProps {
  /** The winning comment: its author's name and picture, its time and its text. */
  winner: VideoComment;
  /** The reference time for "2 days ago" (ms since the epoch). */
  now: number;
  /** The card, for a draw that moves focus to a new winner (it takes focus, not a Tab stop). */
  ref?: Ref<HTMLElement>;
}

/**
 * The drawn winner (docs/product.md, comment-picker): avatar, name, how long ago they commented,
 * the comment as text.
 */
export function WinnerCard({ winner, now, ref }: WinnerCardProps) {
  const nameId = useId();
  return (
    <Paper
      ref={ref}
      component="article"
      className={classes.card}
      aria-labelledby={nameId}
      tabIndex={-1}
      withBorder
    >
      <Text className={classes.kicker}>Winner</Text>
      <div className={classes.author}>
        <Avatar
          src={winner.authorAvatarUrl}
          alt=""
          size={56}
          radius="xl"
          className={classes.avatar}
        >
          {winner.author.replace(/^@/, '').slice(0, 1).toUpperCase()}
        </Avatar>
        <div>
          <Title order={2} id={nameId} className={classes.name}>
            {winner.author}
          </Title>
          <Text component="time" dateTime={winner.publishedAt} className={classes.time}>
            {relativeTime(winner.publishedAt, now)}
          </Text>
        </div>
      </div>
      {/* Plain text from the API, rendered as text: markup in a comment is shown, never run. */}
      <Text className={classes.comment}>{winner.text}</Text>
    </Paper>
  );
}
