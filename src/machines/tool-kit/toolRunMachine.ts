/**
 * The shape every YouTube tool shares (docs/product.md, tool-kit): a request starts a run;
 * the screen shows idle, a spinner (with progress for long runs), the results or an alert.
 *
 *   idle ──request (valid)──▶ running ──done──▶ results
 *     ▲                         │  └──error──▶ failed ──tool.retry──▶ running
 *     └──── tool.reset ─────────┘  (tool.progress while running: pages and items so far)
 *   a request that does not parse → invalid (the documented message)
 *
 * Three shapes of request, one machine (`TParams`):
 * - one route parameter (`/tools/video-analyzer/{videoId}`): `TParams` is `string | undefined`;
 * - several (`/tools/outlier-finder/{query}/{type}`): a tuple or named values;
 * - none (a form): named values the screen submits.
 * Route-driven screens send `tool.params` whenever the route's parameters change: blank → idle,
 * the request already shown → ignored (the route re-rendering is not a new request), anything
 * else runs (or shows the message). Form-driven screens send `tool.submit` with the form's values:
 * it always runs or shows the message, except the same values again while they are running.
 *
 * `createToolRunMachine(id, { parse, failureMessage })` fixes how the (trimmed) parameters become
 * the run's input or the documented message, and the general failure text. The app provides `run`,
 * which receives `{ query, onProgress }`, resolves `{ result, units }` (units: the quota it
 * spent), may call `onProgress` after each page of a long run, and may reject with a
 * `ToolFailure` carrying a more precise text ('Video not found').
 *
 * A run may resolve its request to shorter parameters (`resolvedParams`: a `/user/` link to the
 * channel's handle); the screen then replaces the address with them, which is no new request.
 *
 * A new request while running, `tool.reset`, blank route parameters or leaving the route
 * (stopping the actor) abort the signal handed to `run`; its late answers and progress are
 * dropped.
 */
import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import type { InputResult } from '@/domain/tool-kit/inputResult';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import {
  isBlankParams,
  paramsKey,
  trimParams,
  type ToolParams,
  type ToolParamValue,
  type TrimmedParams,
} from '@/domain/tool-kit/toolParams';
import type { ToolProgress } from '@/domain/tool-kit/toolProgress';
import { notProvided } from '@/machines/shared/notProvided';

export interface ToolRunOptions<
  TInput,
  TParams extends ToolParams = ToolParamValue,
  TResult = unknown,
> {
  /** The parameters (trimmed, URL-decoded) → the run's input or the documented message. */
  parse: (params: TrimmedParams<TParams>) => InputResult<TInput>;
  /** The documented general failure text (docs/product.md), for anything not a `ToolFailure`. */
  failureMessage: string;
  /**
   * The parameters that name a result more directly than the request did (a channel's handle for
   * a `/user/` link), or null to keep the request's: the screen moves the address to them, and
   * they count as the request already shown, so the move starts no second run.
   */
  resolvedParams?: (result: TResult, input: TInput) => TParams | null;
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
  /** Report how far a long run has got; ignored once the run is over or aborted. */
  onProgress: (progress: ToolProgress) => void;
}

export interface ToolRunContext<TInput, TResult, TParams extends ToolParams = ToolParamValue> {
  /** The parameters of the last request, trimmed; null before any (or after a reset). */
  params: TrimmedParams<TParams> | null;
  /** `paramsKey` of the last request ('' for none or blank). */
  key: string;
  input: TInput | null;
  result: TResult | null;
  /** `resolvedParams` of the result, when they differ from the request's; else null. */
  resolved: TParams | null;
  units: number | null;
  error: string | null;
  /** Whether 'Try again' can help; false for bad input and for things that do not exist. */
  canRetry: boolean;
  /** The latest progress the running run reported, null before its first report. */
  progress: ToolProgress | null;
  /** Counts the runs started, so a late report of an earlier run is told apart. */
  run: number;
}

export type ToolRunEvent<TParams extends ToolParams = ToolParamValue> =
  | { type: 'tool.params'; params: TParams }
  | { type: 'tool.submit'; params: TParams }
  | { type: 'tool.retry' }
  | { type: 'tool.reset' }
  | { type: 'tool.progress'; run: number; progress: ToolProgress };

export type ToolRunTag = 'idle' | 'running' | 'results' | 'error' | 'invalid';

export interface ToolRunInput<TParams extends ToolParams = ToolParamValue> {
  /** The route's parameters when the screen opens (a deep link); absent for a form. */
  params?: TParams;
}

type Request<TParams extends ToolParams> = { params: TParams | undefined };

export function createToolRunMachine<TInput, TResult, TParams extends ToolParams = ToolParamValue>(
  id: string,
  options: ToolRunOptions<TInput, TParams, TResult>,
) {
  const { parse, failureMessage, resolvedParams } = options;
  type Context = ToolRunContext<TInput, TResult, TParams>;

  const blank = (params: TParams | undefined) => params === undefined || isBlankParams(params);
  const parsed = (params: TParams | undefined) =>
    params === undefined ? null : parse(trimParams(params));

  /** A fresh request's context: its input, or the message for bad input. */
  const contextFor = (params: TParams | undefined, run: number, route: boolean): Context => {
    const outcome = route && blank(params) ? null : parsed(params);
    return {
      params: params === undefined ? null : trimParams(params),
      key: params === undefined ? '' : paramsKey(params),
      input: outcome?.ok ? outcome.value : null,
      result: null,
      resolved: null,
      units: null,
      error: outcome && !outcome.ok ? outcome.error : null,
      canRetry: false,
      progress: null,
      run,
    };
  };

  // (Typed by a variable: every field of the input is optional, so `{} as …` would be redundant.)
  const noInput: ToolRunInput<TParams> = {};

  return setup({
    types: {
      context: {} as Context,
      events: {} as ToolRunEvent<TParams>,
      input: noInput,
      tags: {} as ToolRunTag,
    },
    actors: {
      run: fromAbortablePromise<ToolRunOutput<TResult>, ToolRunRequest<TInput>>(
        notProvided(id, 'run'),
      ),
    },
    guards: {
      isCurrent: ({ context }, { params }: Request<TParams>) => {
        const key = params === undefined ? '' : paramsKey(params);
        return (
          key === context.key || (context.resolved !== null && key === paramsKey(context.resolved))
        );
      },
      isBlank: (_, { params }: Request<TParams>) => blank(params),
      isValid: (_, { params }: Request<TParams>) => parsed(params)?.ok === true,
      hasNoParams: ({ context }) => context.key === '',
      hasInput: ({ context }) => context.input !== null,
      canRetry: ({ context }) => context.canRetry,
      isThisRun: ({ context }, { run }: { run: number }) => run === context.run,
    },
    actions: {
      acceptRoute: assign(({ context }, { params }: Request<TParams>) =>
        contextFor(params, context.run, true),
      ),
      acceptForm: assign(({ context }, { params }: Request<TParams>) =>
        contextFor(params, context.run, false),
      ),
      clear: assign(({ context }) => contextFor(undefined, context.run, true)),
      logError: (_, params: { error: unknown }) => {
        console.error(`${id}: run failed`, params.error);
      },
    },
  }).createMachine({
    id,
    context: ({ input }) => contextFor(input.params, 0, true),
    initial: 'starting',
    on: {
      'tool.params': [
        { guard: { type: 'isCurrent', params: ({ event }) => event } },
        {
          guard: { type: 'isBlank', params: ({ event }) => event },
          target: '.idle',
          actions: { type: 'acceptRoute', params: ({ event }) => event },
        },
        {
          guard: { type: 'isValid', params: ({ event }) => event },
          target: '.running',
          reenter: true,
          actions: { type: 'acceptRoute', params: ({ event }) => event },
        },
        { target: '.invalid', actions: { type: 'acceptRoute', params: ({ event }) => event } },
      ],
      'tool.submit': [
        {
          guard: { type: 'isValid', params: ({ event }) => event },
          target: '.running',
          reenter: true,
          actions: { type: 'acceptForm', params: ({ event }) => event },
        },
        { target: '.invalid', actions: { type: 'acceptForm', params: ({ event }) => event } },
      ],
      'tool.reset': { target: '.idle', actions: 'clear' },
    },
    states: {
      /** Decides where a deep link starts, exactly as a later `tool.params` would. */
      starting: {
        always: [
          { guard: 'hasNoParams', target: 'idle' },
          { guard: 'hasInput', target: 'running' },
          { target: 'invalid' },
        ],
      },
      idle: { tags: 'idle' },
      invalid: { tags: ['error', 'invalid'] },
      running: {
        tags: 'running',
        entry: assign({
          result: null,
          resolved: null,
          units: null,
          error: null,
          canRetry: false,
          progress: null,
          run: ({ context }) => context.run + 1,
        }),
        on: {
          // The same values submitted again while they run (a double click) change nothing.
          'tool.submit': { guard: { type: 'isCurrent', params: ({ event }) => event } },
          'tool.progress': {
            guard: { type: 'isThisRun', params: ({ event }) => event },
            actions: assign({ progress: ({ event }) => event.progress }),
          },
        },
        invoke: {
          src: 'run',
          input: ({ context, self }) => ({
            query: context.input as TInput,
            onProgress: (progress: ToolProgress) => {
              if (self.getSnapshot().status !== 'active') return;
              self.send({ type: 'tool.progress', run: context.run, progress });
            },
          }),
          onDone: {
            target: 'results',
            actions: assign({
              result: ({ event }) => event.output.result,
              resolved: ({ context, event }) => {
                const params = resolvedParams?.(event.output.result, context.input as TInput);
                return params == null || paramsKey(params) === context.key ? null : params;
              },
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
        on: { 'tool.retry': { guard: 'canRetry', target: 'running' } },
      },
    },
  });
}

/** A tool's run machine as screens receive it (provided by the app). */
export type ToolRunLogic<TInput, TResult, TParams extends ToolParams = ToolParamValue> = ReturnType<
  typeof createToolRunMachine<TInput, TResult, TParams>
>;
