/**
 * The portfolio page (docs/product.md, portfolio).
 *
 *   loading ──both reads settled──▶ list
 *   filter.select {tag} narrows the grid; video.open {video} / video.close set the modal (in
 *   any state: a prerendered page's grid is in use while its data is refreshed)
 *
 * `loading` runs `loadVideos` and `loadTags` in parallel; a failed read is only logged
 * (`logError`) and leaves its list empty, so the page always reaches `list`. Stopping the
 * actor while loading aborts both signals.
 *
 * Scroll lock: the machine only says which video is open (`openVideo`). The screen's modal,
 * opened by `openVideo !== null`, locks page scroll and restores it on close and on unmount
 * (Mantine's Modal does both). A machine action could not promise the restore: stopping an
 * XState v5 actor runs no exit actions, so leaving the page with the modal open would keep
 * the page locked.
 *
 * The grid is derived, never stored: `selectVisibleVideos(context)`.
 */
import { ALL_VIDEOS, filterOptions, videosForFilter } from '@/domain/site/portfolio/filter';
import type { PortfolioVideo } from '@/domain/site/portfolio/video';
import { and, assign, or, setup, stateIn } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { notProvided } from '@/machines/shared/notProvided';
import {
  optionalPrerenderedInput,
  startingContext,
  type DataFromPage,
} from '@/machines/shared/prerendered';

export interface PortfolioContext extends DataFromPage {
  /** Newest first, as loaded; empty when the read failed. */
  videos: PortfolioVideo[];
  /** The distinct tags: the filter options after 'All'; empty when the read failed. */
  tags: string[];
  /** 'All' or one of `tags`. */
  filter: string;
  /** The video in the full-screen modal, or null when it is closed. */
  openVideo: PortfolioVideo | null;
}

export type PortfolioEvent =
  | { type: 'filter.select'; tag: string }
  | { type: 'video.open'; video: PortfolioVideo }
  | { type: 'video.close' };

export type PortfolioTag = 'loading';

/** The videos the grid shows for the current filter. */
export function selectVisibleVideos(
  context: Pick<PortfolioContext, 'videos' | 'filter'>,
): PortfolioVideo[] {
  return videosForFilter(context.videos, context.filter);
}

/** The filter's options, in order: 'All', then each tag. */
export function selectFilterOptions(context: Pick<PortfolioContext, 'tags'>): string[] {
  return filterOptions(context.tags);
}

type ReadSource = 'videos' | 'tags';

export const portfolioMachine = setup({
  types: {
    context: {} as PortfolioContext,
    events: {} as PortfolioEvent,
    tags: {} as PortfolioTag,
    input: optionalPrerenderedInput<PortfolioContext>(),
  },
  actors: {
    loadVideos: fromAbortablePromise<PortfolioVideo[]>(notProvided('portfolio', 'loadVideos')),
    loadTags: fromAbortablePromise<string[]>(notProvided('portfolio', 'loadTags')),
  },
  guards: {
    isInUse: or([stateIn('#portfolio.list'), ({ context }) => context.fromPage]),
    choosesFilterOption: ({ context, event }) =>
      event.type === 'filter.select' && selectFilterOptions(context).includes(event.tag),
  },
  actions: {
    /** docs/product.md, portfolio: fetch errors are only logged. */
    logError: (_, params: { source: ReadSource; error: unknown }) => {
      console.error(`portfolio: loading ${params.source} failed`, params.error);
    },
  },
}).createMachine({
  id: 'portfolio',
  context: ({ input }) =>
    startingContext(input, {
      videos: [],
      tags: [],
      filter: ALL_VIDEOS,
      openVideo: null,
      fromPage: false,
    }),
  // With a prerendered page's data, loading refreshes it in the background: a failed read
  // keeps the page's data (reads only log), and the screen shows it meanwhile (`fromPage`).
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      type: 'parallel',
      onDone: { target: 'list', actions: assign({ fromPage: false }) },
      states: {
        videos: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                src: 'loadVideos',
                onDone: {
                  target: 'settled',
                  actions: assign({ videos: ({ event }) => event.output }),
                },
                onError: {
                  target: 'settled',
                  actions: {
                    type: 'logError',
                    params: ({ event }) => ({ source: 'videos', error: event.error }),
                  },
                },
              },
            },
            settled: { type: 'final' },
          },
        },
        tags: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                src: 'loadTags',
                onDone: {
                  target: 'settled',
                  actions: assign({ tags: ({ event }) => event.output }),
                },
                onError: {
                  target: 'settled',
                  actions: {
                    type: 'logError',
                    params: ({ event }) => ({ source: 'tags', error: event.error }),
                  },
                },
              },
            },
            settled: { type: 'final' },
          },
        },
      },
    },
    list: {},
  },
  // Listed, or while a prerendered page's grid (on screen, in use) is refreshed.
  on: {
    'filter.select': {
      guard: and(['isInUse', 'choosesFilterOption']),
      actions: assign({ filter: ({ event }) => event.tag }),
    },
    'video.open': { guard: 'isInUse', actions: assign({ openVideo: ({ event }) => event.video }) },
    'video.close': { guard: 'isInUse', actions: assign({ openVideo: null }) },
  },
});
