import { createPortal } from 'react-dom';
import {
  CommentPickerDraw,
  type DrawPhase,
} from '@/components/tools/comment-picker/CommentPickerDraw';
import {
  COMMENT_PICKER_MESSAGES,
  drawCounts,
  type PickerOptions,
} from '@/domain/tools/comment-picker/commentPicker';
import type { RandomFill } from '@/domain/tools/comment-picker/commentPickerDraw';
import type { VideoComment } from '@/domain/tool-kit/videoComments';
import {
  currentWinner,
  type CommentDrawLogic,
  type DrawClock,
} from '@/machines/tools/comment-picker/commentPickerMachine';
import { useMachine } from '@/screens/shared/useMachine';
import { formatCount } from '@/domain/format/count';

export interface CommentDrawProps {
  logic: CommentDrawLogic;
  comments: readonly VideoComment[];
  options: PickerOptions;
  random: RandomFill;
  reducedMotion: boolean;
  clock?: DrawClock;
  now: number;
  /** The screen's live region (on the page before the results): where the winner is announced. */
  announcer: HTMLElement | null;
  onStartOver: () => void;
}

/**
 * One draw over loaded comments: the draw machine starts with them (the winner is drawn at
 * once, then shuffled onto), the options apply to every reroll, and the counts follow the
 * options without a new request.
 */
export function CommentDraw({
  logic,
  comments,
  options,
  random,
  reducedMotion,
  clock,
  now,
  announcer,
  onStartOver,
}: CommentDrawProps) {
  const [state, send] = useMachine(logic, {
    input: { comments, options, random, reducedMotion },
    // An absent clock must stay absent: `clock: undefined` would replace XState's real one.
    ...(clock ? { clock } : {}),
  });
  const { context } = state;
  const winner = currentWinner(context);
  const phase: DrawPhase | null = state.hasTag('shuffling')
    ? 'shuffling'
    : state.hasTag('winner')
      ? 'winner'
      : state.hasTag('exhausted')
        ? 'exhausted'
        : null;
  if (phase === null) return null;

  // While the names shuffle, the winner (already drawn) is not yet out of the count.
  const decided = phase === 'shuffling' ? context.winners.slice(0, -1) : context.winners;
  const counts = drawCounts(comments, options, decided);
  // Nobody left to draw: said as soon as it is true (the reroll button is then disabled).
  const message =
    counts.left > 0
      ? null
      : context.winners.length === 0
        ? COMMENT_PICKER_MESSAGES.noMatches
        : COMMENT_PICKER_MESSAGES.noMoreEntries;
  const announcement =
    phase === 'shuffling'
      ? `Drawing a winner from ${formatCount(counts.left)} entries…`
      : [winner ? `The winner is ${winner.author}.` : '', message ?? ''].join(' ').trim();

  return (
    <>
      <CommentPickerDraw
        phase={phase}
        shufflingName={context.names[context.frame] ?? null}
        winner={winner}
        earlierWinners={context.winners.slice(0, -1)}
        counts={counts}
        message={message}
        canReroll={counts.left > 0}
        now={now}
        onReroll={() => send({ type: 'draw.reroll', options })}
        onStartOver={onStartOver}
      />
      {announcer && createPortal(announcement, announcer)}
    </>
  );
}
