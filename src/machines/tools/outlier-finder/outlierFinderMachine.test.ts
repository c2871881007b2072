import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { OutlierQuery, OutlierResults } from '@/domain/tools/outlier-finder/outlierFinder';
import type { OutlierParams } from '@/domain/tools/outlier-finder/outlierFinderInput';
import { ToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import { controlled } from '@/test/controlledActor';
import { outlierFinderMachine } from './outlierFinderMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';

const results: OutlierResults = { query: 'film', type: 'videos', videos: [], leftOut: 0 };

function start(params?: OutlierParams) {
  const run = controlled<ToolRunOutput<OutlierResults>, ToolRunRequest<OutlierQuery>>();
  const logError = vi.fn();
  const actor = createActor(
    outlierFinderMachine.provide({ actors: { run: run.logic }, actions: { logError } }),
    { input: { params } },
  );
  actor.start();
  return { actor, run };
}

describe('outlier finder machine', () => {
  it('starts idle on the bare route', () => {
    const { actor, run } = start([undefined, undefined]);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.calls).toHaveLength(0);
  });

  it('searches the query and type of a deep link at once', () => {
    const { actor, run } = start(['short film', 'shorts']);
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(run.call(0).input.query).toEqual({ query: 'short film', type: 'shorts' });
  });

  it("asks for a query when the route's query is blank, and runs nothing", () => {
    const { actor, run } = start([' ', 'videos']);
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Please enter a search query');
    expect(run.calls).toHaveLength(0);
  });

  it('shows the results and the units they cost', async () => {
    const { actor, run } = start(['film', 'videos']);
    run.call(0).resolve({ result: results, units: 102 });
    const done = await waitFor(actor, (s) => s.hasTag('results'));
    expect(done.context).toMatchObject({ result: results, units: 102 });
  });

  it('runs again when the toggle changes the type, aborting the run in flight', () => {
    const { actor, run } = start(['film', 'videos']);
    actor.send({ type: 'tool.params', params: ['film ', 'videos'] });
    expect(run.calls).toHaveLength(1);
    actor.send({ type: 'tool.params', params: ['film', 'shorts'] });
    expect(run.calls).toHaveLength(2);
    expect(run.call(0).signal.aborted).toBe(true);
    expect(run.call(1).input.query).toEqual({ query: 'film', type: 'shorts' });
  });

  it('shows the general failure text with a retry for anything unexpected', async () => {
    const { actor, run } = start(['film', 'videos']);
    run.call(0).reject(new Error('HTTP 503'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({
      error: 'An error occurred while fetching results',
      canRetry: true,
    });
    actor.send({ type: 'tool.retry' });
    expect(run.calls).toHaveLength(2);
  });

  it("shows 'No videos found' without a retry", async () => {
    const { actor, run } = start(['zzzz', 'videos']);
    run.call(0).reject(new ToolFailure('No videos found', false));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({ error: 'No videos found', canRetry: false });
  });

  it('explains a used-up quota, with a retry', async () => {
    const { actor, run } = start(['film', 'videos']);
    run.call(0).reject(new ToolFailure(YOUTUBE_FAILURE_MESSAGES.quota, true));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({ error: YOUTUBE_FAILURE_MESSAGES.quota, canRetry: true });
  });

  it('goes back to idle on the bare route, aborting the run', () => {
    const { actor, run } = start(['film', 'videos']);
    actor.send({ type: 'tool.params', params: [undefined, undefined] });
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.call(0).signal.aborted).toBe(true);
  });
});
