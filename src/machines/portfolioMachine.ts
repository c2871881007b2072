/**
 * The portfolio page (spec sections 2, 4, 7, 8).
 *
 *   loading ──both reads settled──▶ list
 *   list: filter.select {tag} narrows the grid; video.open {video} / video.close set the modal
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
import { ALL_VIDEOS, filterOptions, videosForFilter } from '@/domain/portfolio/filter';
import type { PortfolioVideo } from '@/domain/portfolio/video';
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';
import { optionalPrerenderedInput, startingContext, type DataFromPage } from './prerendered';

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
    loadVideos: fromPromise<PortfolioVideo[]>(notProvided('portfolio', 'loadVideos')),
    loadTags: fromPromise<string[]>(notProvided('portfolio', 'loadTags')),
  },
  guards: {
    isFromPage: ({ context }) => context.fromPage,
    isFilterOption: ({ context }, params: { tag: string }) =>
      selectFilterOptions(context).includes(params.tag),
  },
  actions: {
    /** Spec section 8: portfolio fetch errors are only logged. */
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
  initial: 'starting',
  states: {
    /** Transient: a prerendered page's grid starts listed with the page's data. */
    starting: { always: [{ guard: 'isFromPage', target: 'list' }, { target: 'loading' }] },
    loading: {
      tags: 'loading',
      type: 'parallel',
      onDone: 'list',
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
    list: {
      on: {
        'filter.select': {
          guard: { type: 'isFilterOption', params: ({ event }) => ({ tag: event.tag }) },
          actions: assign({ filter: ({ event }) => event.tag }),
        },
        'video.open': { actions: assign({ openVideo: ({ event }) => event.video }) },
        'video.close': { actions: assign({ openVideo: null }) },
      },
    },
  },
});
