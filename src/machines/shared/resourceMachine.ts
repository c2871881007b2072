/**
 * One machine for every plain read (style point 7: no machine per GET).
 *
 *   loading ──done──▶ loaded | empty      loaded | empty ──resource.reload──▶ loading
 *   loading ──error─▶ error               error ──resource.retry──▶ loading
 *
 * While reloading, the previous data stays in context (a screen may keep showing it); a
 * failure clears it, so `error` never comes with stale data.
 *
 * Started with a prerendered page's data (`input.prerendered`), it has that data at once and
 * `fromPage` set while it loads afresh in the background (a screen shows the data, not a
 * loader); a failed refresh keeps the page's data and only logs.
 *
 * `createResourceMachine<T>(id, options)` fixes the data type, the documented error message and
 * what counts as empty; the `load` actor stays a placeholder that rejects until the app
 * provides the real read:
 *
 *   projectsMachine.provide({
 *     actors: { load: fromAbortablePromise(({ signal }) => content.listProjects(signal)) },
 *   });
 *
 * Leaving `loading` or stopping the actor aborts the `signal` handed to `load`.
 */
import type { Project } from '@/domain/site/projects/project';
import { and, assign, setup } from 'xstate';
import { fromAbortablePromise } from './fromAbortablePromise';
import { notProvided } from './notProvided';
import { optionalPrerenderedInput, startingContext, type DataFromPage } from './prerendered';

export interface ResourceContext<T> extends DataFromPage {
  /** The last successful result; null before it and after a failed load. */
  data: T | null;
  /** The user-facing message of the last failure; null otherwise. */
  error: string | null;
}

export type ResourceEvent = { type: 'resource.retry' } | { type: 'resource.reload' };

export type ResourceTag = 'loading' | 'loaded' | 'empty' | 'error';

export interface ResourceOptions<T> {
  /** The documented message for a failed load (docs/product.md), shown as is. */
  errorMessage: string;
  /** Whether a result counts as empty. Default: null, undefined or an empty array. */
  isEmpty?: (data: T) => boolean;
}

/** The default emptiness test: nothing, or an array with nothing in it. */
export function isEmptyData(data: unknown): boolean {
  return data === null || data === undefined || (Array.isArray(data) && data.length === 0);
}

export function createResourceMachine<T>(id: string, options: ResourceOptions<T>) {
  const { errorMessage, isEmpty = isEmptyData } = options;
  return setup({
    types: {
      context: {} as ResourceContext<T>,
      events: {} as ResourceEvent,
      tags: {} as ResourceTag,
      input: optionalPrerenderedInput<ResourceContext<T>>(),
    },
    actors: {
      load: fromAbortablePromise<T>(notProvided(id, 'load')),
    },
    guards: {
      isEmpty: (_, params: { data: T }) => isEmpty(params.data),
      isFromPage: ({ context }) => context.fromPage,
      hasNoData: ({ context }) => context.data === null || isEmpty(context.data),
    },
    actions: {
      /** The failure's detail for maintainers; the visitor sees `errorMessage`. */
      logError: (_, params: { error: unknown }) => {
        console.error(`${id}: load failed`, params.error);
      },
    },
  }).createMachine({
    id,
    context: ({ input }) => startingContext(input, { data: null, error: null, fromPage: false }),
    initial: 'loading',
    states: {
      loading: {
        tags: 'loading',
        entry: assign({ error: null }),
        invoke: {
          src: 'load',
          onDone: [
            {
              guard: { type: 'isEmpty', params: ({ event }) => ({ data: event.output }) },
              target: 'empty',
              actions: assign({ data: ({ event }) => event.output, fromPage: false }),
            },
            {
              target: 'loaded',
              actions: assign({ data: ({ event }) => event.output, fromPage: false }),
            },
          ],
          onError: [
            // A refresh of the page's data that fails keeps the page's data.
            {
              guard: and(['isFromPage', 'hasNoData']),
              target: 'empty',
              actions: [
                assign({ fromPage: false }),
                { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
            {
              guard: 'isFromPage',
              target: 'loaded',
              actions: [
                assign({ fromPage: false }),
                { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
            {
              target: 'error',
              actions: [
                assign({ data: null, error: errorMessage }),
                { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          ],
        },
      },
      loaded: { tags: 'loaded', on: { 'resource.reload': 'loading' } },
      empty: { tags: 'empty', on: { 'resource.reload': 'loading' } },
      error: { tags: 'error', on: { 'resource.retry': 'loading' } },
    },
  });
}

/** docs/product.md, projects. */
export const PROJECTS_ERROR_MESSAGE = 'Failed to load projects. Please try again later.';

/**
 * Projects (docs/product.md, projects: loading, then loaded or error; there is no empty view, so no
 * list counts as empty and an empty list is an empty grid). The app provides `load`.
 */
export const projectsMachine = createResourceMachine<Project[]>('projects', {
  errorMessage: PROJECTS_ERROR_MESSAGE,
  isEmpty: () => false,
});
