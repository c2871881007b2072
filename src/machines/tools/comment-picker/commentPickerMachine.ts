/**
 * The comment picker (docs/product.md, comment-picker), as two machines the screen runs side by
 * side:
 *
 * - `commentPickerMachine` loads the comments: the tool-run machine (idle → loading comments →
 *   results | failed), `/tools/comment-picker/{videoId}`; the app provides `run`.
 * - `commentDrawMachine` draws the winner from them:
 *
 *     comments (in the input, or draw.start) ──▶ drawing
 *     drawing ──someone can win (drawn now)──▶ shuffling ──4 s──▶ winner
 *     drawing ──nobody can──▶ exhausted
 *     winner: celebrating (confetti) ──3 s──▶ settled
 *     reduced motion: shuffling and celebrating are left at once
 *     winner / exhausted ──draw.reroll──▶ drawing;  any ──draw.reset──▶ idle (Start Over)
 *
 *   The winner is drawn on entering `drawing`, before the shuffle starts (`drawIndex` with the
 *   injected random source); the shuffle then steps through `shuffleDelays()` (named delay
 *   `shuffleFrame`, 30 frames, 4 s in all) and its last frame is the winner's name. The confetti
 *   is the `confetti` actor the app provides, run for `confetti` (3 s) while celebrating; under
 *   reduced motion there is neither shuffle nor confetti. Earlier winners never win again.
 */
import { assign, fromCallback, setup, type ActorOptions } from 'xstate';
import {
  COMMENT_PICKER_MESSAGES,
  DEFAULT_PICKER_OPTIONS,
  eligibleEntries,
  readCommentPickerInput,
  type PickerOptions,
} from '@/domain/tools/comment-picker/commentPicker';
import {
  CONFETTI_MS,
  drawIndex,
  shuffleDelays,
  shuffleNames,
  type RandomFill,
} from '@/domain/tools/comment-picker/commentPickerDraw';
import type { VideoComment, VideoComments } from '@/domain/tool-kit/videoComments';
import { createToolRunMachine } from '@/machines/tool-kit/toolRunMachine';

export const commentPickerMachine = createToolRunMachine<string, VideoComments>('commentPicker', {
  parse: readCommentPickerInput,
  failureMessage: COMMENT_PICKER_MESSAGES.failed,
});

export type CommentPickerLogic = typeof commentPickerMachine;

const DELAYS = shuffleDelays();

export interface CommentDrawContext {
  comments: readonly VideoComment[];
  /** The winners so far, oldest first: the last one is the current winner. */
  winners: VideoComment[];
  /** The names the shuffle shows, frame by frame (the last is the winner's). */
  names: string[];
  frame: number;
  /** The options of the latest start or reroll. */
  options: PickerOptions;
  random: RandomFill;
  reducedMotion: boolean;
}

export interface CommentDrawInput {
  /** The comments to draw from: the draw starts at once (none: idle). */
  comments?: readonly VideoComment[];
  options?: PickerOptions;
  random: RandomFill;
  reducedMotion: boolean;
}

export type CommentDrawEvent =
  | { type: 'draw.start'; comments: readonly VideoComment[]; options: PickerOptions }
  | { type: 'draw.reroll'; options: PickerOptions }
  | { type: 'draw.reset' };

export type CommentDrawTag = 'shuffling' | 'winner' | 'exhausted';

export const commentDrawMachine = setup({
  types: {
    context: {} as CommentDrawContext,
    events: {} as CommentDrawEvent,
    input: {} as CommentDrawInput,
    tags: {} as CommentDrawTag,
  },
  actors: {
    /** The confetti burst, for as long as the machine celebrates (the app provides it). */
    confetti: fromCallback(() => undefined),
  },
  delays: {
    shuffleFrame: ({ context }) => DELAYS[context.frame] ?? 0,
    confetti: CONFETTI_MS,
  },
  guards: {
    hasEntries: ({ context }) =>
      eligibleEntries(context.comments, context.options, context.winners).length > 0,
    hasComments: ({ context }) => context.comments.length > 0,
    reducedMotion: ({ context }) => context.reducedMotion,
    isLastFrame: ({ context }) => context.frame >= context.names.length - 1,
  },
  actions: {
    drawWinner: assign(({ context }) => {
      const entries = eligibleEntries(context.comments, context.options, context.winners);
      const winner = entries[drawIndex(entries.length, context.random)] as VideoComment;
      return {
        winners: [...context.winners, winner],
        names: shuffleNames(entries, winner, DELAYS.length),
        frame: 0,
      };
    }),
    nextFrame: assign({ frame: ({ context }) => context.frame + 1 }),
    takeOptions: assign({
      options: ({ context, event }) => ('options' in event ? event.options : context.options),
    }),
  },
}).createMachine({
  id: 'commentDraw',
  context: ({ input }) => ({
    comments: input.comments ?? [],
    winners: [],
    names: [],
    frame: 0,
    options: input.options ?? DEFAULT_PICKER_OPTIONS,
    random: input.random,
    reducedMotion: input.reducedMotion,
  }),
  initial: 'starting',
  on: {
    'draw.start': {
      target: '.drawing',
      actions: assign({
        comments: ({ event }) => event.comments,
        options: ({ event }) => event.options,
        winners: [],
        names: [],
      }),
    },
    'draw.reset': {
      target: '.idle',
      actions: assign({ comments: [], winners: [], names: [], frame: 0 }),
    },
  },
  states: {
    starting: { always: [{ guard: 'hasComments', target: 'drawing' }, { target: 'idle' }] },
    idle: {},
    /** Decides at once: the winner (drawn now, before any shuffle) or nobody left. */
    drawing: {
      always: [
        { guard: 'hasEntries', target: 'shuffling', actions: 'drawWinner' },
        { target: 'exhausted' },
      ],
    },
    shuffling: {
      tags: 'shuffling',
      always: { guard: 'reducedMotion', target: 'winner.settled' },
      after: {
        shuffleFrame: [
          { guard: 'isLastFrame', target: 'winner' },
          { target: 'shuffling', reenter: true, actions: 'nextFrame' },
        ],
      },
    },
    winner: {
      tags: 'winner',
      initial: 'celebrating',
      on: { 'draw.reroll': { target: 'drawing', actions: 'takeOptions' } },
      states: {
        celebrating: {
          always: { guard: 'reducedMotion', target: 'settled' },
          invoke: { src: 'confetti' },
          after: { confetti: 'settled' },
        },
        settled: {},
      },
    },
    exhausted: {
      tags: 'exhausted',
      on: {
        'draw.reroll': { target: 'drawing', actions: 'takeOptions' },
      },
    },
  },
});

export type CommentDrawLogic = typeof commentDrawMachine;

/** The winner shown (the latest draw), if any. */
export const currentWinner = (context: CommentDrawContext): VideoComment | null =>
  context.winners.at(-1) ?? null;

/** The clock the draw's delays run on (a `SimulatedClock` in tests and frozen stories). */
export type DrawClock = NonNullable<ActorOptions<CommentDrawLogic>['clock']>;
