import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconDice5 } from '@tabler/icons-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { describeDrawCounts, type DrawCounts } from '@/domain/tools/comment-picker/commentPicker';
import type { VideoComment } from '@/domain/tool-kit/videoComments';
import { WinnerCard } from './WinnerCard';
import classes from './CommentPickerDraw.module.css';

export type DrawPhase = 'shuffling' | 'winner' | 'exhausted';

export interface CommentPickerDrawProps {
  /**
   * Where the draw is: names shuffling, a winner shown, or nobody (more) to draw. Owned by the
   * screen's draw machine.
   */
  phase: DrawPhase;
  /** The name the shuffle shows now. */
  shufflingName: string | null;
  /** The current winner (the latest draw), if any. */
  winner: VideoComment | null;
  /** Winners before the current one, oldest first. */
  earlierWinners: readonly VideoComment[];
  /** Comments read, eligible entries under the options, and how many can still win. */
  counts: DrawCounts;
  /** Why nobody (more) can be drawn, when that is so. */
  message: string | null;
  /** Whether a reroll can find someone (entries are left). */
  canReroll: boolean;
  /** The reference time for the winner's "2 days ago" (ms since the epoch). */
  now: number;
  /** 'Reroll Winner': the screen draws again, never the same winner twice. */
  onReroll: () => void;
  /** 'Start Over': the screen empties the box, resets the options and goes to the bare route. */
  onStartOver: () => void;
}

/**
 * The draw (docs/product.md, comment-picker): the shuffling name, then the winner card with 'Reroll
 * Winner' and 'Start Over'; how many entries can win, and the earlier winners. The shuffling name
 * is hidden from screen readers (the screen announces the winner once, not every name).
 */
export function CommentPickerDraw({
  phase,
  shufflingName,
  winner,
  earlierWinners,
  counts,
  message,
  canReroll,
  now,
  onReroll,
  onStartOver,
}: CommentPickerDrawProps) {
  const earlierId = useId();
  const { shuffleRef, winnerRef, followDraw } = useFocusFollowingReroll(phase, winner?.id);
  return (
    <section className={classes.draw} aria-label="Winner draw">
      <Text className={classes.counts}>{describeDrawCounts(counts)}</Text>
      {phase === 'shuffling' ? (
        <div ref={shuffleRef} className={classes.shuffle} tabIndex={-1}>
          <Text className={classes.shuffleLabel}>Shuffling names…</Text>
          <Text className={classes.shuffleName} aria-hidden="true">
            {shufflingName}
          </Text>
        </div>
      ) : (
        <>
          {winner && <WinnerCard ref={winnerRef} winner={winner} now={now} />}
          {message && (
            <Alert color="yellow" variant="light" className={classes.message}>
              {message}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              leftSection={<IconDice5 size={18} aria-hidden="true" />}
              onClick={() => {
                followDraw();
                onReroll();
              }}
              disabled={!canReroll}
            >
              Reroll Winner
            </Button>
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={18} aria-hidden="true" />}
              onClick={onStartOver}
            >
              Start Over
            </Button>
          </Group>
        </>
      )}
      {earlierWinners.length > 0 && (
        <section aria-labelledby={earlierId}>
          <Title order={3} id={earlierId} className={classes.earlierTitle}>
            Earlier winners
          </Title>
          <ol className={classes.earlier}>
            {earlierWinners.map((entry) => (
              <li key={entry.id}>{entry.author}</li>
            ))}
          </ol>
        </section>
      )}
    </section>
  );
}

/**
 * After 'Reroll Winner' the button goes (the shuffle takes its place) or is disabled (nobody
 * left), and focus would fall to the page: it follows the draw instead, to the shuffle while it
 * runs, then to the new winner's card.
 */
function useFocusFollowingReroll(phase: DrawPhase, winnerId: string | undefined) {
  const shuffleRef = useRef<HTMLDivElement>(null);
  const winnerRef = useRef<HTMLElement>(null);
  const following = useRef(false);
  useLayoutEffect(() => {
    if (!following.current) return;
    if (phase === 'shuffling') {
      shuffleRef.current?.focus();
      return;
    }
    following.current = false;
    winnerRef.current?.focus();
  }, [phase, winnerId]);
  return {
    shuffleRef,
    winnerRef,
    followDraw: () => {
      following.current = true;
    },
  };
}
