import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Comparison, ComparisonQuery } from '@/domain/tools/thumbnail-tester/thumbnailTest';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import { controlled } from '@/test/controlledActor';
import { thumbnailTesterMachine } from './thumbnailTesterMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';

const trending: Comparison = { source: 'trending', channelTitle: null, videos: [] };
const channelResult: Comparison = { source: 'channel', channelTitle: 'Maya Codes', videos: [] };

function start() {
  const run = controlled<ToolRunOutput<Comparison>, ToolRunRequest<ComparisonQuery>>();
  const actor = createActor(
    thumbnailTesterMachine.provide({
      actors: { run: run.logic },
      actions: { logError: () => undefined },
    }),
    { input: {} },
  );
  actor.start();
  return { actor, run };
}

const TRENDING = { source: 'trending', channel: undefined };

describe('thumbnail tester machine', () => {
  it('loads nothing until the comparison opens', () => {
    const { actor, run } = start();
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.calls).toHaveLength(0);
  });

  it('loads trending, then shows it with its units', async () => {
    const { actor, run } = start();
    actor.send({ type: 'tool.submit', params: TRENDING });
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(run.call(0).input.query).toEqual({ source: 'trending' });
    run.call(0).resolve({ result: trending, units: 2 });
    const done = await waitFor(actor, (s) => s.hasTag('results'));
    expect(done.context).toMatchObject({ result: trending, units: 2 });
  });

  it("shows 'Failed to load YouTube comparison. Please try again.' with a retry", async () => {
    const { actor, run } = start();
    actor.send({ type: 'tool.submit', params: TRENDING });
    run.call(0).reject(new Error('HTTP 500'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({
      error: 'Failed to load YouTube comparison. Please try again.',
      canRetry: true,
    });
    actor.send({ type: 'tool.retry' });
    expect(run.calls).toHaveLength(2);
    expect(run.call(1).input.query).toEqual({ source: 'trending' });
  });

  it('loads the channel typed, and shows its failure text', async () => {
    const { actor, run } = start();
    actor.send({ type: 'tool.submit', params: { source: 'channel', channel: ' @mayacodes ' } });
    expect(run.call(0).input.query).toEqual({
      source: 'channel',
      channel: { kind: 'handle', handle: 'mayacodes' },
    });
    run
      .call(0)
      .reject(
        new ToolFailure(
          'Failed to load channel videos. Please make sure the channel URL is correct and try again.',
        ),
      );
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe(
      'Failed to load channel videos. Please make sure the channel URL is correct and try again.',
    );
    actor.send({ type: 'tool.retry' });
    run.call(1).resolve({ result: channelResult, units: 3 });
    await waitFor(actor, (s) => s.hasTag('results'));
  });

  it('answers bad channel input with the documented messages, loading nothing', () => {
    const { actor, run } = start();
    actor.send({ type: 'tool.submit', params: { source: 'channel', channel: '  ' } });
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Please enter a channel URL');
    actor.send({ type: 'tool.submit', params: { source: 'channel', channel: 'not a channel!' } });
    expect(actor.getSnapshot().context.error).toBe('Please enter a valid YouTube channel URL');
    expect(run.calls).toHaveLength(0);
  });

  it('aborts a load when the visitor switches source (reset) or leaves', () => {
    const { actor, run } = start();
    actor.send({ type: 'tool.submit', params: TRENDING });
    actor.send({ type: 'tool.reset' });
    expect(run.call(0).signal.aborted).toBe(true);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    actor.send({ type: 'tool.submit', params: { source: 'channel', channel: '@mayacodes' } });
    actor.stop();
    expect(run.call(1).signal.aborted).toBe(true);
  });

  it('switching back to trending loads it again, aborting the channel load', () => {
    const { actor, run } = start();
    actor.send({ type: 'tool.submit', params: { source: 'channel', channel: '@mayacodes' } });
    actor.send({ type: 'tool.submit', params: TRENDING });
    expect(run.call(0).signal.aborted).toBe(true);
    expect(run.call(1).input.query).toEqual({ source: 'trending' });
  });
});
