/**
 * The shape every YouTube tool shares (spec §2 "Tool screens (common)"): the route parameter
 * starts a run; the screen shows idle, a spinner, the results or an alert.
 *
 *   idle ──tool.param (valid)──▶ running ──done──▶ results
 *                                   └──error──▶ failed ──tool.retry──▶ running
 *   tool.param from any state: blank → idle, unparseable → invalid, valid → running (again);
 *   the parameter already shown is ignored (the route re-rendering is not a new request)
 *
 * `createToolRunMachine(id, { parse, failureMessage })` fixes how a parameter becomes the run's
 * input (or the spec's message for bad input) and the general failure text. The app provides
 * the `run` actor, which receives `{ query }` (the parsed input), resolves `{ result, units }`
 * (units: the quota the run spent) and may reject with a `ToolFailure` carrying a more precise
 * text ('Video not found').
 *
 * A new parameter while running, leaving the route (stopping the actor) or `tool.param` with a
 * blank value aborts the signal handed to `run`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { InputResult } from '@/domain/tools/inputResult';
import { isToolFailure } from '@/domain/tools/toolFailure';
import { notProvided } from './notProvided';

export interface ToolRunOptions<TInput> {
  /** The route parameter (already URL-decoded) → the run's input or the spec's message. */
  parse: (param: string) => InputResult<TInput>;
  /** The spec's general failure text (section 8), for anything not a `ToolFailure`. */
  failureMessage: string;
}

export interface ToolRunOutput<TResult> {
  result: TResult;
  /** YouTube quota units the run spent (0 for a run that called nothing). */
  units: number;
}

/**
 * What `run` receives. (Wrapped because a bare generic input cannot be told apart from
 * XState's input mapper function.)
 */
export interface ToolRunRequest<TInput> {
  query: TInput;
}

export interface ToolRunContext<TInput, TResult> {
  /** The parameter of the last `tool.param` (the route's), '' when none. */
  param: string;
  input: TInput | null;
  result: TResult | null;
  units: number | null;
  error: string | null;
  /** Whether 'Try again' can help; false for bad input and for things that do not exist. */
  canRetry: boolean;
}

export type ToolRunEvent =
  { type: 'tool.param'; param: string | undefined } | { type: 'tool.retry' };

export type ToolRunTag = 'idle' | 'running' | 'results' | 'error';

export interface ToolRunInput {
  /** The route parameter when the screen opens (a deep link), undefined on the bare route. */
  param: string | undefined;
}

const blank = (param: string | undefined): boolean => !param?.trim();

export function createToolRunMachine<TInput, TResult>(id: string, options: ToolRunOptions<TInput>) {
  const { parse, failureMessage } = options;
  const parsed = (param: string | undefined) => parse((param ?? '').trim());

  /** A fresh run's context for a parameter: its input, or the message for bad input. */
  const contextFor = (param: string | undefined): ToolRunContext<TInput, TResult> => {
    const trimmed = (param ?? '').trim();
    const outcome = trimmed ? parse(trimmed) : null;
    return {
      param: trimmed,
      input: outcome?.ok ? outcome.value : null,
      result: null,
      units: null,
      error: outcome && !outcome.ok ? outcome.error : null,
      canRetry: false,
    };
  };

  return setup({
    types: {
      context: {} as ToolRunContext<TInput, TResult>,
      events: {} as ToolRunEvent,
      input: {} as ToolRunInput,
      tags: {} as ToolRunTag,
    },
    actors: {
      run: fromPromise<ToolRunOutput<TResult>, ToolRunRequest<TInput>>(notProvided(id, 'run')),
    },
    guards: {
      isCurrent: ({ context }, params: { param: string | undefined }) =>
        (params.param ?? '').trim() === context.param,
      isBlank: (_, params: { param: string | undefined }) => blank(params.param),
      isValid: (_, params: { param: string | undefined }) => parsed(params.param).ok,
      hasNoParam: ({ context }) => context.param === '',
      hasInput: ({ context }) => context.input !== null,
    },
    actions: {
      accept: assign((_, params: { param: string | undefined }) => contextFor(params.param)),
      logError: (_, params: { error: unknown }) => {
        console.error(`${id}: run failed`, params.error);
      },
    },
  }).createMachine({
    id,
    context: ({ input }) => contextFor(input.param),
    initial: 'starting',
    on: {
      'tool.param': [
        { guard: { type: 'isCurrent', params: ({ event }) => event } },
        {
          guard: { type: 'isBlank', params: ({ event }) => event },
          target: '.idle',
          actions: { type: 'accept', params: ({ event }) => event },
        },
        {
          guard: { type: 'isValid', params: ({ event }) => event },
          target: '.running',
          reenter: true,
          actions: { type: 'accept', params: ({ event }) => event },
        },
        { target: '.invalid', actions: { type: 'accept', params: ({ event }) => event } },
      ],
    },
    states: {
      /** Decides where a deep link starts, exactly as a later `tool.param` would. */
      starting: {
        always: [
          { guard: 'hasNoParam', target: 'idle' },
          { guard: 'hasInput', target: 'running' },
          { target: 'invalid' },
        ],
      },
      idle: { tags: 'idle' },
      invalid: { tags: 'error' },
      running: {
        tags: 'running',
        entry: assign({ result: null, units: null, error: null, canRetry: false }),
        invoke: {
          src: 'run',
          input: ({ context }) => ({ query: context.input as TInput }),
          onDone: {
            target: 'results',
            actions: assign({
              result: ({ event }) => event.output.result,
              units: ({ event }) => event.output.units,
            }),
          },
          onError: {
            target: 'failed',
            actions: [
              assign(({ event }) => ({
                error: isToolFailure(event.error) ? event.error.message : failureMessage,
                canRetry: isToolFailure(event.error) ? event.error.retryable : true,
              })),
              { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
      results: { tags: 'results' },
      failed: {
        tags: 'error',
        on: { 'tool.retry': { guard: ({ context }) => context.canRetry, target: 'running' } },
      },
    },
  });
}

/** A tool's run machine as screens receive it (provided by the app). */
export type ToolRunLogic<TInput, TResult> = ReturnType<
  typeof createToolRunMachine<TInput, TResult>
>;
