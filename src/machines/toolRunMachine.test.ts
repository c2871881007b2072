import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { accept, reject } from '@/domain/tools/inputResult';
import { ToolFailure } from '@/domain/tools/toolFailure';
import { controlled } from '@/test/controlledActor';
import { createToolRunMachine, type ToolRunOutput, type ToolRunRequest } from './toolRunMachine';

const FAILURE = 'An error occurred while doing the thing';
const INVALID = 'Invalid thing';

/** A tool whose input is a lowercase word of letters. */
const wordTool = createToolRunMachine<string, number>('word-tool', {
  parse: (param) => (/^[a-z]+$/i.test(param) ? accept(param.toLowerCase()) : reject(INVALID)),
  failureMessage: FAILURE,
});

function start(param?: string) {
  const run = controlled<ToolRunOutput<number>, ToolRunRequest<string>>();
  const logError = vi.fn();
  const actor = createActor(
    wordTool.provide({ actors: { run: run.logic }, actions: { logError } }),
    {
      input: { param },
    },
  );
  actor.start();
  return { actor, run, logError };
}

describe('tool run machine', () => {
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
    expect(actor.getSnapshot().context.param).toBe('Hello');
    expect(run.call(0).input).toEqual({ query: 'hello' });
  });

  it('shows the spec message for a bad deep link and never calls the run', () => {
    const { actor, run } = start('not a word!');
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('error')).toBe(true);
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
    expect(failed.context).toMatchObject({ error: FAILURE, canRetry: true, result: null });
    expect(logError).toHaveBeenCalledWith(expect.anything(), { error: cause });

    actor.send({ type: 'tool.retry' });
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(run.call(1).input).toEqual({ query: 'hello' });
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
    actor.send({ type: 'tool.param', param: 'world' });
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(run.call(0).input).toEqual({ query: 'world' });
  });

  it('restarts with a new parameter, aborting the run in flight and ignoring its late answer', async () => {
    const { actor, run } = start('first');
    actor.send({ type: 'tool.param', param: 'second' });
    expect(run.call(0).signal.aborted).toBe(true);
    expect(run.call(1).input).toEqual({ query: 'second' });

    run.call(0).resolve({ result: 1, units: 1 });
    // The aborted run's answer has reached the machine, which must have dropped it.
    await run.call(0).delivered();
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ param: 'second', result: null });
    run.call(1).resolve({ result: 2, units: 1 });
    expect((await waitFor(actor, (s) => s.hasTag('results'))).context.result).toBe(2);
  });

  it('ignores the parameter it already shows (the route re-rendering), running or done', async () => {
    const { actor, run } = start('hello');
    actor.send({ type: 'tool.param', param: 'hello' });
    expect(run.calls).toHaveLength(1);
    expect(run.call(0).signal.aborted).toBe(false);
    run.call(0).resolve({ result: 1, units: 1 });
    expect((await waitFor(actor, (s) => s.hasTag('results'))).context.result).toBe(1);
    actor.send({ type: 'tool.param', param: ' hello ' });
    expect(actor.getSnapshot().hasTag('results')).toBe(true);
    expect(run.calls).toHaveLength(1);
  });

  it('clears the old results when a bad parameter follows them', async () => {
    const { actor, run } = start('hello');
    run.call(0).resolve({ result: 1, units: 1 });
    expect((await waitFor(actor, (s) => s.hasTag('results'))).context.result).toBe(1);
    actor.send({ type: 'tool.param', param: '???' });
    expect(actor.getSnapshot().context).toMatchObject({
      result: null,
      units: null,
      error: INVALID,
    });
  });

  it('goes back to idle when the parameter is removed, aborting the run', () => {
    const { actor, run } = start('hello');
    actor.send({ type: 'tool.param', param: undefined });
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context.param).toBe('');
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
      input: { param: 'hello' },
    });
    actor.start();
    expect((await waitFor(actor, (s) => s.hasTag('error'))).context.error).toBe(FAILURE);
  });
});
