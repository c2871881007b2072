/**
 * The earnings calculator (docs/product.md, youtube-calculator): two sliders, a
 * category and 'Calculate Earnings'. The formula lives in
 * `@/domain/tools/youtube-calculator/earnings`.
 *
 *   idle ──earnings.calculate [no category]──▶ idle (error 'Please choose a category')
 *   idle ──category.choose──▶ idle (the error goes: the visitor fixed what it asked for)
 *   idle ──earnings.calculate [category]──▶ calculated.current ('$low - $high', and why it is
 *     $0 for a video of 3 minutes or less)
 *   calculated ──earnings.calculate──▶ calculated.current (recalculated)
 *   calculated.current ──length.set | views.set | category.choose [a new value]──▶ calculated.stale
 *   calculated.stale ──earnings.calculate──▶ calculated.current (the figure for the new inputs)
 *
 * Inputs are kept on the sliders' grids: minutes are whole and within 1-60, views are snapped
 * with the domain's step rule (1,000, or 50,000 from 100,000). Setting a value that does not
 * change the input (a slider pushed against its end) leaves a current result current.
 *
 * Decision: after a result, changing an input keeps the old figure on screen, marked stale
 * (tag 'stale'), rather than clearing it. The visitor keeps the number to compare with the
 * next one, the page does not jump while a slider is dragged, and the stale mark says the
 * figure no longer matches the inputs until 'Calculate Earnings' is pressed again.
 * Once a category is chosen it cannot be unset (the select has no empty choice), so an error
 * and a result are never shown together.
 */
import {
  CHOOSE_CATEGORY_MESSAGE,
  EARNINGS_LENGTH_SLIDER,
  EARNINGS_VIEWS_SLIDER,
  earningsNote,
  earningsResultText,
  snapViews,
  type EarningsCategory,
} from '@/domain/tools/youtube-calculator/earnings';
import { assign, setup } from 'xstate';

export interface YoutubeCalculatorContext {
  /** Video length in whole minutes, 1-60. */
  minutes: number;
  /** Views on the slider's grid, 1,000-5,000,000. */
  views: number;
  category: EarningsCategory | null;
  /** The last calculated '$low - $high', or null before the first calculation. */
  result: string | null;
  /** Why the result is $0 (a video of 3 minutes or less), or null. */
  note: string | null;
  /** 'Please choose a category' after calculating without one, or null. */
  error: string | null;
}

export type YoutubeCalculatorEvent =
  | { type: 'length.set'; minutes: number }
  | { type: 'views.set'; views: number }
  | { type: 'category.choose'; category: EarningsCategory }
  | { type: 'earnings.calculate' };

/** 'stale': the result shown was calculated for other inputs. */
export type YoutubeCalculatorTag = 'stale';

/** Whole minutes within the length slider's range; anything unreadable is the default. */
export function clampMinutes(minutes: number): number {
  const { min, max } = EARNINGS_LENGTH_SLIDER;
  if (!Number.isFinite(minutes)) return EARNINGS_LENGTH_SLIDER.default;
  return Math.min(max, Math.max(min, Math.round(minutes)));
}

export const initialEarningsContext: YoutubeCalculatorContext = {
  minutes: EARNINGS_LENGTH_SLIDER.default,
  views: EARNINGS_VIEWS_SLIDER.default,
  category: null,
  result: null,
  note: null,
  error: null,
};

/** The context after an input event: only the changed field. */
function inputUpdate(event: YoutubeCalculatorEvent): Partial<YoutubeCalculatorContext> {
  switch (event.type) {
    case 'length.set':
      return { minutes: clampMinutes(event.minutes) };
    case 'views.set':
      return { views: snapViews(event.views) };
    case 'category.choose':
      return { category: event.category };
    case 'earnings.calculate':
      return {};
  }
}

export const youtubeCalculatorMachine = setup({
  types: {
    context: {} as YoutubeCalculatorContext,
    events: {} as YoutubeCalculatorEvent,
    tags: {} as YoutubeCalculatorTag,
  },
  guards: {
    hasCategory: ({ context }) => context.category !== null,
    changesInput: ({ context, event }) =>
      Object.entries(inputUpdate(event)).some(
        ([key, value]) => context[key as keyof YoutubeCalculatorContext] !== value,
      ),
  },
  actions: {
    setInput: assign(({ event }) => inputUpdate(event)),
    calculate: assign({
      result: ({ context }) =>
        earningsResultText({
          lengthMinutes: context.minutes,
          views: context.views,
          category: context.category,
        }),
      note: ({ context }) => earningsNote(context.minutes),
      error: null,
    }),
    askForCategory: assign({ error: CHOOSE_CATEGORY_MESSAGE }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'earningsCalculator',
  context: initialEarningsContext,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'earnings.calculate': [
          { guard: 'hasCategory', target: 'calculated', actions: 'calculate' },
          { actions: 'askForCategory' },
        ],
        'length.set': { actions: 'setInput' },
        'views.set': { actions: 'setInput' },
        'category.choose': { actions: ['setInput', 'clearError'] },
      },
    },
    calculated: {
      initial: 'current',
      on: {
        'earnings.calculate': { target: 'calculated', reenter: true, actions: 'calculate' },
      },
      states: {
        current: {
          on: {
            'length.set': { guard: 'changesInput', target: 'stale', actions: 'setInput' },
            'views.set': { guard: 'changesInput', target: 'stale', actions: 'setInput' },
            'category.choose': { guard: 'changesInput', target: 'stale', actions: 'setInput' },
          },
        },
        stale: {
          tags: 'stale',
          on: {
            'length.set': { actions: 'setInput' },
            'views.set': { actions: 'setInput' },
            'category.choose': { actions: 'setInput' },
          },
        },
      },
    },
  },
});
