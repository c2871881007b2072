import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ChannelComparison } from '@/domain/tools/channel-comparer/channelComparison';
import type {
  ChannelPair,
  ChannelPairParams,
} from '@/domain/tools/channel-comparer/channelComparisonInput';
import { ToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import { controlled } from '@/test/controlledActor';
import { channelComparerMachine } from './channelComparerMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';

const comparison = { channels: [], rows: [] } as unknown as ChannelComparison;

function start(params?: ChannelPairParams) {
  const run = controlled<ToolRunOutput<ChannelComparison>, ToolRunRequest<ChannelPair>>();
  const logError = vi.fn();
  const actor = createActor(
    channelComparerMachine.provide({ actors: { run: run.logic }, actions: { logError } }),
    { input: { params } },
  );
  actor.start();
  return { actor, run };
}

describe('channel comparer machine', () => {
  it('starts idle on the bare route', () => {
    const { actor, run } = start({ a: undefined, b: undefined });
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.calls).toHaveLength(0);
  });

  it('compares the two channels of a deep link at once', () => {
    const { actor, run } = start({ a: '@one', b: 'https://www.youtube.com/@two' });
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(run.call(0).input.query).toEqual({
      a: { kind: 'handle', handle: 'one' },
      b: { kind: 'handle', handle: 'two' },
    });
  });

  it('asks for both URLs when one parameter is missing, and runs nothing', () => {
    const { actor, run } = start({ a: '@one', b: undefined });
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Please enter both YouTube channel URLs');
    expect(run.calls).toHaveLength(0);
  });

  it('shows the results and the units they cost', async () => {
    const { actor, run } = start({ a: '@one', b: '@two' });
    run.call(0).resolve({ result: comparison, units: 2 });
    const done = await waitFor(actor, (s) => s.hasTag('results'));
    expect(done.context).toMatchObject({ result: comparison, units: 2 });
  });

  it('ignores the same pair again, in any order of names, and runs a new pair', () => {
    const { actor, run } = start({ a: '@one', b: '@two' });
    actor.send({ type: 'tool.params', params: { b: '@two', a: ' @one ' } });
    expect(run.calls).toHaveLength(1);
    actor.send({ type: 'tool.params', params: { a: '@one', b: '@three' } });
    expect(run.calls).toHaveLength(2);
    expect(run.call(0).signal.aborted).toBe(true);
  });

  it('shows the general failure text with a retry for anything unexpected', async () => {
    const { actor, run } = start({ a: '@one', b: '@two' });
    run.call(0).reject(new Error('HTTP 503'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({
      error: 'Error comparing channels. Please check the URLs and try again.',
      canRetry: true,
    });
    actor.send({ type: 'tool.retry' });
    expect(run.calls).toHaveLength(2);
  });

  it('offers no retry when a channel does not exist', async () => {
    const { actor, run } = start({ a: '@one', b: '@ghost' });
    run
      .call(0)
      .reject(
        new ToolFailure('Error comparing channels. Please check the URLs and try again.', false),
      );
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.canRetry).toBe(false);
  });

  it('shows a used-up quota as the shared text', async () => {
    const { actor, run } = start({ a: '@one', b: '@two' });
    run.call(0).reject(new ToolFailure(YOUTUBE_FAILURE_MESSAGES.quota, true));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe(YOUTUBE_FAILURE_MESSAGES.quota);
  });
});
