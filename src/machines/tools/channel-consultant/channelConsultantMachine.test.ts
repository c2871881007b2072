import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ConsultantChannel } from '@/domain/tools/channel-consultant/consultant';
import { ToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import { controlled } from '@/test/controlledActor';
import { channelConsultantMachine } from './channelConsultantMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';

const figures: ConsultantChannel = {
  id: 'UCjordanValeEdits_2025xQ',
  title: 'Jordan Vale',
  handle: '@jordanvaleedits',
  avatarUrl: null,
  subscribers: 86_400,
  views: 1_000_000,
  videos: 26,
  keywords: [],
  topics: ['Film'],
  latestUploads: [],
};

function start() {
  const run = controlled<ToolRunOutput<ConsultantChannel>, ToolRunRequest<ChannelRef>>();
  const logError = vi.fn();
  const actor = createActor(
    channelConsultantMachine.provide({ actors: { run: run.logic }, actions: { logError } }),
    { input: {} },
  );
  actor.start();
  const submit = (channel: string) => {
    actor.send({ type: 'tool.submit', params: { channel } });
  };
  return { actor, run, submit };
}

describe('channel consultant machine', () => {
  it('waits for the form', () => {
    const { actor, run } = start();
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.calls).toHaveLength(0);
  });

  it('asks for a channel URL when the form is submitted empty, and runs nothing', () => {
    const { actor, run, submit } = start();
    submit('   ');
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('invalid')).toBe(true);
    expect(snapshot.context.error).toBe('Please enter a YouTube channel URL');
    expect(run.calls).toHaveLength(0);
  });

  it("answers text that is no channel reference with the consultant's text", () => {
    const { actor, run, submit } = start();
    submit('https://vimeo.com/12345');
    expect(actor.getSnapshot().context.error).toBe(
      'Error analyzing channel. Please check the URL and try again.',
    );
    expect(run.calls).toHaveLength(0);
  });

  it('runs on the channel the form names, and shows its figures and units', async () => {
    const { actor, run, submit } = start();
    submit(' https://www.youtube.com/@JordanValeEdits ');
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(run.call(0).input.query).toEqual({ kind: 'handle', handle: 'jordanvaleedits' });
    run.call(0).resolve({ result: figures, units: 3 });
    const done = await waitFor(actor, (s) => s.hasTag('results'));
    expect(done.context).toMatchObject({ result: figures, units: 3 });
  });

  it('ignores the same channel submitted again while it runs (a double click)', () => {
    const { run, submit } = start();
    submit('@jordanvaleedits');
    submit('@jordanvaleedits');
    expect(run.calls).toHaveLength(1);
    expect(run.call(0).signal.aborted).toBe(false);
  });

  it('runs again for the same channel once the first run is over', async () => {
    const { actor, run, submit } = start();
    submit('@jordanvaleedits');
    run.call(0).resolve({ result: figures, units: 3 });
    await waitFor(actor, (s) => s.hasTag('results'));
    submit('@jordanvaleedits');
    expect(run.calls).toHaveLength(2);
  });

  it('aborts the run in flight when another channel is submitted', () => {
    const { run, submit } = start();
    submit('@jordanvaleedits');
    submit('@novagamingarena');
    expect(run.call(0).signal.aborted).toBe(true);
    expect(run.call(1).input.query).toEqual({ kind: 'handle', handle: 'novagamingarena' });
  });

  it("shows the consultant's failure text with 'Try again' for an unexpected failure", async () => {
    const { actor, run, submit } = start();
    submit('@jordanvaleedits');
    run.call(0).reject(new Error('HTTP 503'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({
      error: 'Error analyzing channel. Please check the URL and try again.',
      canRetry: true,
    });
    actor.send({ type: 'tool.retry' });
    expect(run.calls).toHaveLength(2);
    expect(run.call(1).input.query).toEqual({ kind: 'handle', handle: 'jordanvaleedits' });
  });

  it('shows a used-up quota as the shared text, worth retrying', async () => {
    const { actor, run, submit } = start();
    submit('@jordanvaleedits');
    run.call(0).reject(new ToolFailure(YOUTUBE_FAILURE_MESSAGES.quota, true));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({ error: YOUTUBE_FAILURE_MESSAGES.quota, canRetry: true });
  });

  it('offers no retry for a channel that does not exist', async () => {
    const { actor, run, submit } = start();
    submit('@nobody-here');
    run
      .call(0)
      .reject(
        new ToolFailure('Error analyzing channel. Please check the URL and try again.', false),
      );
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.canRetry).toBe(false);
    actor.send({ type: 'tool.retry' });
    expect(run.calls).toHaveLength(1);
  });

  it('aborts the run when the screen goes away', () => {
    const { actor, run, submit } = start();
    submit('@jordanvaleedits');
    actor.stop();
    expect(run.call(0).signal.aborted).toBe(true);
  });
});
