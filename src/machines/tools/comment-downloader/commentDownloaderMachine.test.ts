import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { VideoComments } from '@/domain/tool-kit/videoComments';
import { controlled } from '@/test/controlledActor';
import { commentDownloaderMachine } from './commentDownloaderMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';

const VIDEO = 'JVgiveAway8';

function start(param: string | undefined) {
  const run = controlled<ToolRunOutput<VideoComments>, ToolRunRequest<string>>();
  const logError = vi.fn();
  const actor = createActor(
    commentDownloaderMachine.provide({ actors: { run: run.logic }, actions: { logError } }),
    { input: { params: param } },
  );
  actor.start();
  return { actor, run };
}

const comments: VideoComments = { videoId: VIDEO, comments: [], more: false };

describe('comment downloader machine', () => {
  it('waits for a link when the route has none', () => {
    const { actor, run } = start(undefined);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.calls).toHaveLength(0);
  });

  it('reads the comments of a deep link and keeps them with the units', async () => {
    const { actor, run } = start(`https://www.youtube.com/watch?v=${VIDEO}`);
    expect(run.call(0).input.query).toBe(VIDEO);
    run.call(0).resolve({ result: comments, units: 10 });
    const done = await waitFor(actor, (s) => s.hasTag('results'));
    expect(done.context).toMatchObject({ result: comments, units: 10 });
  });

  it('keeps the latest progress of the run while it pages, and drops a replaced run’s', () => {
    const { actor, run } = start(VIDEO);
    run.call(0).input.onProgress({ pages: 3, items: 300, total: 1000 });
    expect(actor.getSnapshot().context.progress).toEqual({ pages: 3, items: 300, total: 1000 });
    actor.send({ type: 'tool.params', params: 'dQw4w9WgXcQ' });
    expect(run.call(0).signal.aborted).toBe(true);
    run.call(0).input.onProgress({ pages: 4, items: 400, total: 1000 });
    expect(actor.getSnapshot().context.progress).toBeNull();
  });

  it('answers a link that is no video with the documented message', () => {
    const { actor, run } = start('https://vimeo.com/12345');
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(
      'Invalid YouTube URL. Please enter a valid YouTube video URL.',
    );
    expect(run.calls).toHaveLength(0);
  });

  it('shows the status line of a failure; comments turned off offer no retry', async () => {
    const { actor, run } = start(VIDEO);
    run
      .call(0)
      .reject(
        new ToolFailure('API Error (403): Comments are turned off for this video.', false, 403),
      );
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({
      error: 'API Error (403): Comments are turned off for this video.',
      canRetry: false,
    });
  });

  it("says 'Error: …' for anything else, and Try again runs once more", async () => {
    const { actor, run } = start(VIDEO);
    run.call(0).reject(new Error('boom'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe('Error: Could not download the comments. Please try again.');
    actor.send({ type: 'tool.retry' });
    expect(run.calls).toHaveLength(2);
    expect(run.call(1).input.query).toBe(VIDEO);
  });

  it('stopping the actor (leaving the screen) aborts the run', () => {
    const { actor, run } = start(VIDEO);
    actor.stop();
    expect(run.call(0).signal.aborted).toBe(true);
  });
});
