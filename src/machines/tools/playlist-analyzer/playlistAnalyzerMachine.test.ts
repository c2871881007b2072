import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { PlaylistAnalysis } from '@/domain/tools/playlist-analyzer/playlistAnalysis';
import { ToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import type { PlaylistInput } from '@/domain/youtube/playlistId';
import { controlled } from '@/test/controlledActor';
import { playlistAnalyzerMachine } from './playlistAnalyzerMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';

const ID = 'PLmixedPicksDeletedAndPrivate00001';

function start(param: string | undefined) {
  const run = controlled<ToolRunOutput<PlaylistAnalysis>, ToolRunRequest<PlaylistInput>>();
  const logError = vi.fn();
  const actor = createActor(
    playlistAnalyzerMachine.provide({ actors: { run: run.logic }, actions: { logError } }),
    { input: { params: param } },
  );
  actor.start();
  return { actor, run };
}

const analysis = { kind: 'single-video', videoId: 'dQw4w9WgXcQ' } as PlaylistAnalysis;

describe('playlist analyzer machine', () => {
  it('waits for a playlist when the route has none', () => {
    const { actor, run } = start(undefined);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.calls).toHaveLength(0);
  });

  it('analyzes the playlist of a deep link and shows the result with its units', async () => {
    const { actor, run } = start(ID);
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(run.call(0).input.query).toEqual({ kind: 'playlist', id: ID });
    run.call(0).resolve({ result: analysis, units: 3 });
    const done = await waitFor(actor, (s) => s.hasTag('results'));
    expect(done.context).toMatchObject({ result: analysis, units: 3 });
  });

  it('keeps the latest progress of the run while it pages', () => {
    const { actor, run } = start(ID);
    run.call(0).input.onProgress({ pages: 1, items: 50, total: 1200 });
    run.call(0).input.onProgress({ pages: 2, items: 100, total: 1200 });
    expect(actor.getSnapshot().context.progress).toEqual({ pages: 2, items: 100, total: 1200 });
  });

  it('drops the progress of a run the visitor replaced', () => {
    const { actor, run } = start(ID);
    actor.send({ type: 'tool.params', params: 'PLjv8PortfolioShowcase2025Edits012' });
    expect(run.call(0).signal.aborted).toBe(true);
    run.call(0).input.onProgress({ pages: 1, items: 50, total: 1200 });
    expect(actor.getSnapshot().context.progress).toBeNull();
  });

  it('hands a single-video link to the run as a video', () => {
    const { run } = start('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(run.call(0).input.query).toEqual({ kind: 'video', videoId: 'dQw4w9WgXcQ' });
  });

  it("answers a parameter that is no playlist with 'Invalid playlist URL or ID'", () => {
    const { actor, run } = start('not a playlist');
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Invalid playlist URL or ID');
    expect(run.calls).toHaveLength(0);
  });

  it("shows 'Playlist not found' without a retry", async () => {
    const { actor, run } = start(ID);
    run.call(0).reject(new ToolFailure('Playlist not found', false));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({ error: 'Playlist not found', canRetry: false });
  });

  it('shows a used-up quota with a retry that runs again', async () => {
    const { actor, run } = start(ID);
    run.call(0).reject(new ToolFailure(YOUTUBE_FAILURE_MESSAGES.quota, true));
    await waitFor(actor, (s) => s.hasTag('error'));
    actor.send({ type: 'tool.retry' });
    expect(run.calls).toHaveLength(2);
  });

  it('shows the general failure text for anything else', async () => {
    const { actor, run } = start(ID);
    run.call(0).reject(new Error('HTTP 503'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe(
      'An error occurred while analyzing the playlist. Please try again.',
    );
  });

  it('aborts the run when the visitor leaves', () => {
    const { actor, run } = start(ID);
    actor.stop();
    expect(run.call(0).signal.aborted).toBe(true);
  });
});
