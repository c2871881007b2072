import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import {
  VIDEO_ANALYZER_MESSAGES,
  type VideoAnalysis,
} from '@/domain/tools/video-analyzer/videoAnalysis';
import { VIDEO_NO_VALID_ID_MESSAGE } from '@/domain/tools/video-analyzer/videoAnalyzerInput';
import { controlled } from '@/test/controlledActor';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';
import { videoAnalyzerMachine } from './videoAnalyzerMachine';

function start(param: string | undefined) {
  const run = controlled<ToolRunOutput<VideoAnalysis>, ToolRunRequest<string>>();
  const logError = vi.fn();
  const actor = createActor(
    videoAnalyzerMachine.provide({ actors: { run: run.logic }, actions: { logError } }),
    { input: { params: param } },
  );
  actor.start();
  return { actor, run };
}

describe('video analyzer machine', () => {
  it('analyzes the id of a watch link given as the route parameter', () => {
    const { run } = start('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(run.call(0).input.query).toBe('dQw4w9WgXcQ');
  });

  it('answers a route parameter that holds no video id with the documented message', () => {
    const { actor, run } = start('no video here');
    expect(actor.getSnapshot().context.error).toBe(VIDEO_NO_VALID_ID_MESSAGE);
    expect(run.calls).toHaveLength(0);
  });

  it("shows 'Video not found' without a retry", async () => {
    const { actor, run } = start('dQw4w9WgXcQ');
    run.call(0).reject(new ToolFailure(VIDEO_ANALYZER_MESSAGES.videoNotFound, false));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({ error: 'Video not found', canRetry: false });
  });

  it('shows the general failure text for anything else', async () => {
    const { actor, run } = start('dQw4w9WgXcQ');
    run.call(0).reject(new Error('HTTP 503'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe('An error occurred while analyzing the video');
  });
});
