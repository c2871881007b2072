import { createPortal } from 'react-dom';
import {
  CommentPickerDraw,
  type DrawPhase,
} from '@/components/tools/comment-picker/CommentPickerDraw';
import {
  drawCounts,
  nobodyLeftMessage,
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
  /** The draw machine (with the app's confetti, or none in a story); this component runs it. */
  logic: CommentDrawLogic;
  /** The loaded comments, newest first (at most 1,000): who can be drawn. */
  comments: readonly VideoComment[];
  /** Who may win, owned by the screen; a change updates the counts and applies to the next draw. */
  options: PickerOptions;
  /** The winner's random words: crypto.getRandomValues, or fixed words in a story. */
  random: RandomFill;
  /** True to skip the shuffle and the confetti and show the winner at once. */
  reducedMotion: boolean;
  /** The clock the shuffle runs on; undefined for the real one (a story freezes it). */
  clock?: DrawClock;
  /** The reference time for the winner's "2 days ago" (ms since the epoch). */
  now: number;
  /** The screen's live region (on the page before the results): where the winner is announced. */
  announcer: HTMLElement | null;
  /** 'Start Over': the screen empties the box, resets the options and goes to the bare route. */
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
  const message = nobodyLeftMessage(counts);
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
