import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { accept, reject } from '@/domain/tool-kit/inputResult';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { ToolParams, ToolParamValue } from '@/domain/tool-kit/toolParams';
import { controlled } from '@/test/controlledActor';
import {
  createToolRunMachine,
  type ToolRunLogic,
  type ToolRunOutput,
  type ToolRunRequest,
} from './toolRunMachine';

const FAILURE = 'An error occurred while doing the thing';
const INVALID = 'Invalid thing';

/** One route parameter: a word of letters, lower-cased. */
const wordTool = createToolRunMachine<string, number>('word-tool', {
  parse: (param) => (/^[a-z]+$/i.test(param) ? accept(param.toLowerCase()) : reject(INVALID)),
  failureMessage: FAILURE,
});

/** Two route parameters, as the outlier finder's `/{searchQuery}/{type}`. */
type Search = { query: string; type: 'videos' | 'shorts' };
const searchTool = createToolRunMachine<Search, number, readonly [ToolParamValue, ToolParamValue]>(
  'search-tool',
  {
    parse: ([query, type]) =>
      query === ''
        ? reject('Please enter a search query')
        : accept({ query, type: type === 'shorts' ? 'shorts' : 'videos' }),
    failureMessage: FAILURE,
  },
);

/** No route parameter: a form with two channel inputs, as the channel comparer's. */
type Pair = { a: string; b: string };
const BOTH = 'Please enter both YouTube channel URLs';
const formTool = createToolRunMachine<Pair, number, { a: ToolParamValue; b: ToolParamValue }>(
  'form-tool',
  {
    parse: ({ a, b }) => (a && b ? accept({ a, b }) : reject(BOTH)),
    failureMessage: FAILURE,
  },
);

function startWith<TInput, TParams extends ToolParams>(
  logic: ToolRunLogic<TInput, number, TParams>,
  params?: TParams,
) {
  const run = controlled<ToolRunOutput<number>, ToolRunRequest<TInput>>();
  const logError = vi.fn();
  const actor = createActor(logic.provide({ actors: { run: run.logic }, actions: { logError } }), {
    input: params === undefined ? {} : { params },
  });
  actor.start();
  return { actor, run, logError };
}

const start = (param?: string) => startWith(wordTool, param);

describe('tool run machine, one route parameter', () => {
  it('waits idle on the bare route without calling anything', () => {
    const { actor, run } = start();
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.calls).toHaveLength(0);
  });

  it('treats a blank deep link like the bare route', () => {
    const { actor, run } = start('   ');
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.calls).toHaveLength(0);
  });

  it('runs a deep link at once with the parsed input', () => {
    const { actor, run } = start(' Hello ');
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(actor.getSnapshot().context.params).toBe('Hello');
    expect(run.call(0).input.query).toBe('hello');
  });

  it('shows the documented message for a bad deep link and never calls the run', () => {
    const { actor, run } = start('not a word!');
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.hasTag('invalid')).toBe(true);
    expect(snapshot.context.error).toBe(INVALID);
    expect(snapshot.context.canRetry).toBe(false);
    expect(run.calls).toHaveLength(0);
  });

  it('shows the results and the quota units the run spent', async () => {
    const { actor, run } = start('hello');
    run.call(0).resolve({ result: 42, units: 3 });
    const snapshot = await waitFor(actor, (s) => s.hasTag('results'));
    expect(snapshot.context).toMatchObject({ result: 42, units: 3, error: null });
  });

  it('shows the general failure text for an unknown failure, and can retry', async () => {
    const { actor, run, logError } = start('hello');
    const cause = new Error('HTTP 500');
    run.call(0).reject(cause);
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.hasTag('invalid')).toBe(false);
    expect(failed.context).toMatchObject({ error: FAILURE, canRetry: true, result: null });
    expect(logError).toHaveBeenCalledWith(expect.anything(), { error: cause });

    actor.send({ type: 'tool.retry' });
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(run.call(1).input.query).toBe('hello');
    run.call(1).resolve({ result: 7, units: 1 });
    expect((await waitFor(actor, (s) => s.hasTag('results'))).context).toMatchObject({
      result: 7,
      error: null,
    });
  });

  it("shows a ToolFailure's own text, and offers no retry when it cannot help", async () => {
    const { actor, run } = start('hello');
    run.call(0).reject(new ToolFailure('Video not found', false));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({ error: 'Video not found', canRetry: false });

    actor.send({ type: 'tool.retry' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(run.calls).toHaveLength(1);
  });

  it('starts a run when the route parameter arrives after opening the bare route', () => {
    const { actor, run } = start();
    actor.send({ type: 'tool.params', params: 'world' });
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(run.call(0).input.query).toBe('world');
  });

  it('restarts with a new parameter, aborting the run in flight and ignoring its late answer', async () => {
    const { actor, run } = start('first');
    actor.send({ type: 'tool.params', params: 'second' });
    expect(run.call(0).signal.aborted).toBe(true);
    expect(run.call(1).input.query).toBe('second');

    run.call(0).resolve({ result: 1, units: 1 });
    // The aborted run's answer has reached the machine, which must have dropped it.
    await run.call(0).delivered();
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ params: 'second', result: null });
    run.call(1).resolve({ result: 2, units: 1 });
    expect((await waitFor(actor, (s) => s.hasTag('results'))).context.result).toBe(2);
  });

  it('ignores the parameter it already shows (the route re-rendering), running or done', async () => {
    const { actor, run } = start('hello');
    actor.send({ type: 'tool.params', params: 'hello' });
    expect(run.calls).toHaveLength(1);
    expect(run.call(0).signal.aborted).toBe(false);
    run.call(0).resolve({ result: 1, units: 1 });
    expect((await waitFor(actor, (s) => s.hasTag('results'))).context.result).toBe(1);
    actor.send({ type: 'tool.params', params: ' hello ' });
    expect(actor.getSnapshot().hasTag('results')).toBe(true);
    expect(run.calls).toHaveLength(1);
  });

  it('clears the old results when a bad parameter follows them', async () => {
    const { actor, run } = start('hello');
    run.call(0).resolve({ result: 1, units: 1 });
    expect((await waitFor(actor, (s) => s.hasTag('results'))).context.result).toBe(1);
    actor.send({ type: 'tool.params', params: '???' });
    expect(actor.getSnapshot().context).toMatchObject({
      result: null,
      units: null,
      error: INVALID,
    });
  });

  it('goes back to idle when the parameter is removed, aborting the run', () => {
    const { actor, run } = start('hello');
    actor.send({ type: 'tool.params', params: undefined });
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context.params).toBeNull();
    expect(run.call(0).signal.aborted).toBe(true);
  });

  it('aborts the run when the screen is left (the actor stops)', () => {
    const { actor, run } = start('hello');
    actor.stop();
    expect(run.call(0).signal.aborted).toBe(true);
  });

  it('fails loudly with the general text when the app forgot to provide the run', async () => {
    const logError = vi.fn();
    const actor = createActor(wordTool.provide({ actions: { logError } }), {
      input: { params: 'hello' },
    });
    actor.start();
    expect((await waitFor(actor, (s) => s.hasTag('error'))).context.error).toBe(FAILURE);
  });
});

describe('tool run machine, two route parameters', () => {
  it('runs a deep link with both parameters parsed together', () => {
    const { actor, run } = startWith(searchTool, [' cats ', 'shorts'] as const);
    expect(actor.getSnapshot().context.params).toEqual(['cats', 'shorts']);
    expect(run.call(0).input.query).toEqual({ query: 'cats', type: 'shorts' });
  });

  it('is idle on the bare route, where both are missing', () => {
    const { actor, run } = startWith(searchTool, [undefined, undefined] as const);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.calls).toHaveLength(0);
  });

  it('lets the parse decide about one missing parameter', () => {
    const { actor, run } = startWith(searchTool, [undefined, 'videos'] as const);
    expect(actor.getSnapshot().context.error).toBe('Please enter a search query');
    expect(run.calls).toHaveLength(0);
  });

  it('runs again, aborting, when only the second parameter changes (the type toggle)', () => {
    const { actor, run } = startWith(searchTool, ['cats', 'videos'] as const);
    actor.send({ type: 'tool.params', params: ['cats', 'shorts'] });
    expect(run.call(0).signal.aborted).toBe(true);
    expect(run.call(1).input.query).toEqual({ query: 'cats', type: 'shorts' });
  });

  it('ignores the same two parameters again', () => {
    const { actor, run } = startWith(searchTool, ['cats', 'videos'] as const);
    actor.send({ type: 'tool.params', params: [' cats', 'videos '] });
    expect(run.calls).toHaveLength(1);
    expect(run.call(0).signal.aborted).toBe(false);
  });

  it('aborts when the route loses its parameters or the screen is left', () => {
    const first = startWith(searchTool, ['cats', 'videos'] as const);
    first.actor.send({ type: 'tool.params', params: [undefined, undefined] });
    expect(first.actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(first.run.call(0).signal.aborted).toBe(true);

    const second = startWith(searchTool, ['cats', 'videos'] as const);
    second.actor.stop();
    expect(second.run.call(0).signal.aborted).toBe(true);
  });
});

describe('tool run machine, no route parameter (a form)', () => {
  it('starts idle and calls nothing until the form is submitted', () => {
    const { actor, run } = startWith(formTool);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context.params).toBeNull();
    expect(run.calls).toHaveLength(0);
  });

  it('runs the submitted values', async () => {
    const { actor, run } = startWith(formTool);
    actor.send({ type: 'tool.submit', params: { a: ' @one ', b: '@two' } });
    expect(run.call(0).input.query).toEqual({ a: '@one', b: '@two' });
    run.call(0).resolve({ result: 5, units: 2 });
    expect((await waitFor(actor, (s) => s.hasTag('results'))).context).toMatchObject({
      result: 5,
      units: 2,
    });
  });

  it('answers a blank or half-filled form with the documented message, without a run', () => {
    const { actor, run } = startWith(formTool);
    actor.send({ type: 'tool.submit', params: { a: '', b: undefined } });
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(BOTH);
    actor.send({ type: 'tool.submit', params: { a: '@one', b: ' ' } });
    expect(actor.getSnapshot().context.error).toBe(BOTH);
    expect(run.calls).toHaveLength(0);
  });

  it('ignores the same values submitted again while they run (a double click)', () => {
    const { actor, run } = startWith(formTool);
    actor.send({ type: 'tool.submit', params: { a: '@one', b: '@two' } });
    actor.send({ type: 'tool.submit', params: { b: '@two', a: '@one' } });
    expect(run.calls).toHaveLength(1);
    expect(run.call(0).signal.aborted).toBe(false);
  });

  it('runs the same values again once they are shown (the visitor asked again)', async () => {
    const { actor, run } = startWith(formTool);
    actor.send({ type: 'tool.submit', params: { a: '@one', b: '@two' } });
    run.call(0).resolve({ result: 5, units: 2 });
    await waitFor(actor, (s) => s.hasTag('results'));
    actor.send({ type: 'tool.submit', params: { a: '@one', b: '@two' } });
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(run.calls).toHaveLength(2);
  });

  it('aborts the run in flight when other values are submitted', () => {
    const { actor, run } = startWith(formTool);
    actor.send({ type: 'tool.submit', params: { a: '@one', b: '@two' } });
    actor.send({ type: 'tool.submit', params: { a: '@one', b: '@three' } });
    expect(run.call(0).signal.aborted).toBe(true);
    expect(run.call(1).input.query).toEqual({ a: '@one', b: '@three' });
  });

  it('resets to idle, aborting the run and forgetting the values', () => {
    const { actor, run } = startWith(formTool);
    actor.send({ type: 'tool.submit', params: { a: '@one', b: '@two' } });
    actor.send({ type: 'tool.reset' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('idle')).toBe(true);
    expect(snapshot.context).toMatchObject({ params: null, input: null, error: null });
    expect(run.call(0).signal.aborted).toBe(true);
  });

  it('aborts the run when the screen is left', () => {
    const { actor, run } = startWith(formTool);
    actor.send({ type: 'tool.submit', params: { a: '@one', b: '@two' } });
    actor.stop();
    expect(run.call(0).signal.aborted).toBe(true);
  });
});

describe('tool run machine, progress of a long run', () => {
  const page = (pages: number, total: number | null = 1000) => ({
    pages,
    items: pages * 100,
    total,
  });

  it('shows what the run reports, page after page, then the results', async () => {
    const { actor, run } = start('hello');
    expect(actor.getSnapshot().context.progress).toBeNull();
    run.call(0).input.onProgress(page(1));
    expect(actor.getSnapshot().context.progress).toEqual(page(1));
    run.call(0).input.onProgress(page(3, null));
    expect(actor.getSnapshot().context.progress).toEqual(page(3, null));
    run.call(0).resolve({ result: 300, units: 3 });
    expect((await waitFor(actor, (s) => s.hasTag('results'))).context.result).toBe(300);
  });

  it('takes a report made the moment the run starts', () => {
    const reporting = wordTool.provide({
      actors: {
        run: fromAbortablePromise<ToolRunOutput<number>, ToolRunRequest<string>>(({ input }) => {
          input.onProgress(page(1));
          return new Promise<never>(() => undefined);
        }),
      },
    });
    const actor = createActor(reporting, { input: { params: 'hello' } });
    actor.start();
    expect(actor.getSnapshot().context.progress).toEqual(page(1));
  });

  it('starts every run, a retry included, without the previous progress', async () => {
    const { actor, run } = start('hello');
    run.call(0).input.onProgress(page(4));
    run.call(0).reject(new Error('HTTP 500'));
    await waitFor(actor, (s) => s.hasTag('error'));
    actor.send({ type: 'tool.retry' });
    expect(actor.getSnapshot().context.progress).toBeNull();
    run.call(1).input.onProgress(page(1));
    expect(actor.getSnapshot().context.progress).toEqual(page(1));
  });

  it('drops the reports of a run that was replaced', () => {
    const { actor, run } = start('first');
    actor.send({ type: 'tool.params', params: 'second' });
    run.call(1).input.onProgress(page(1));
    run.call(0).input.onProgress(page(9));
    expect(actor.getSnapshot().context.progress).toEqual(page(1));
  });

  it('drops reports that come after the run ended', async () => {
    const { actor, run } = start('hello');
    run.call(0).resolve({ result: 1, units: 1 });
    await waitFor(actor, (s) => s.hasTag('results'));
    run.call(0).input.onProgress(page(2));
    expect(actor.getSnapshot().context.progress).toBeNull();
  });

  it('ignores reports after the screen was left, without warnings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actor, run } = start('hello');
    actor.stop();
    run.call(0).input.onProgress(page(2));
    expect(warn).not.toHaveBeenCalled();
  });
});
