import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ChannelAnalysis } from '@/domain/tools/channel-analyzer/channelAnalysis';
import { CHANNEL_INVALID_MESSAGE } from '@/domain/tools/channel-analyzer/channelAnalyzerInput';
import { ToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import { controlled } from '@/test/controlledActor';
import { channelAnalyzerMachine } from './channelAnalyzerMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';

function start(param: string | undefined) {
  const run = controlled<ToolRunOutput<ChannelAnalysis>, ToolRunRequest<ChannelRef>>();
  const logError = vi.fn();
  const actor = createActor(
    channelAnalyzerMachine.provide({ actors: { run: run.logic }, actions: { logError } }),
    { input: { params: param } },
  );
  actor.start();
  return { actor, run };
}

const analysis = { title: 'Quiet Frame Films' } as ChannelAnalysis;

describe('channel analyzer machine', () => {
  it('waits for a channel when the route has none', () => {
    const { actor, run } = start(undefined);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.calls).toHaveLength(0);
  });

  it('analyzes the @handle of a deep link and shows the result with its units', async () => {
    const { actor, run } = start('@QuietFrameFilms');
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(run.call(0).input.query).toEqual({ kind: 'handle', handle: 'quietframefilms' });
    run.call(0).resolve({ result: analysis, units: 2 });
    const done = await waitFor(actor, (s) => s.hasTag('results'));
    expect(done.context).toMatchObject({ result: analysis, units: 2 });
  });

  it('resolves a /user/ link to the handle (or id) the address moves to, without a second run', async () => {
    const { actor, run } = start('https://www.youtube.com/user/beatstreet');
    const found = { ...analysis, id: 'UCbeatStreet_00000000000', handle: '@beatstreet' };
    run.call(0).resolve({ result: found, units: 2 });
    const done = await waitFor(actor, (s) => s.hasTag('results'));
    expect(done.context.resolved).toBe('@beatstreet');
    actor.send({ type: 'tool.params', params: '@beatstreet' });
    expect(actor.getSnapshot().hasTag('results')).toBe(true);
    expect(run.calls).toHaveLength(1);

    const noHandle = start('https://www.youtube.com/c/KitchenLabDaily');
    noHandle.run.call(0).resolve({ result: { ...found, handle: null }, units: 2 });
    await waitFor(noHandle.actor, (s) => s.hasTag('results'));
    expect(noHandle.actor.getSnapshot().context.resolved).toBe('UCbeatStreet_00000000000');
  });

  it('keeps the address of a handle or id: nothing to resolve', async () => {
    const { actor, run } = start('@QuietFrameFilms');
    run.call(0).resolve({ result: { ...analysis, handle: '@quietframefilms' }, units: 2 });
    const done = await waitFor(actor, (s) => s.hasTag('results'));
    expect(done.context.resolved).toBeNull();
  });

  it('analyzes a channel link or an id given as the route parameter', () => {
    const { actor, run } = start('https://www.youtube.com/channel/UCblankCanvasNoUploads0A');
    expect(run.call(0).input.query).toEqual({ kind: 'id', id: 'UCblankCanvasNoUploads0A' });
    actor.send({ type: 'tool.params', params: 'UCjordanValeEdits_2025xQ' });
    expect(run.call(0).signal.aborted).toBe(true);
    expect(run.call(1).input.query).toEqual({ kind: 'id', id: 'UCjordanValeEdits_2025xQ' });
  });

  it("answers a route parameter that is no channel with 'Invalid channel URL or ID'", () => {
    const { actor, run } = start('https://vimeo.com/somebody');
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(CHANNEL_INVALID_MESSAGE);
    expect(run.calls).toHaveLength(0);
  });

  it("shows 'Channel not found' without a retry", async () => {
    const { actor, run } = start('@nosuchchannel');
    run.call(0).reject(new ToolFailure('Channel not found', false));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({ error: 'Channel not found', canRetry: false });
  });

  it('shows a used-up quota with a retry that runs again', async () => {
    const { actor, run } = start('@mayacodes');
    run.call(0).reject(new ToolFailure(YOUTUBE_FAILURE_MESSAGES.quota, true));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({ error: YOUTUBE_FAILURE_MESSAGES.quota, canRetry: true });
    actor.send({ type: 'tool.retry' });
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(run.calls).toHaveLength(2);
  });

  it('shows the general failure text for anything else', async () => {
    const { actor, run } = start('@mayacodes');
    run.call(0).reject(new Error('HTTP 503'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe('An error occurred while analyzing the channel');
  });

  it('aborts the run when the visitor leaves', () => {
    const { actor, run } = start('@mayacodes');
    actor.stop();
    expect(run.call(0).signal.aborted).toBe(true);
  });
});
