import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  TAG_GENERATOR_MESSAGES,
  type TagGeneration,
} from '@/domain/tools/tag-generator/tagGenerator';
import { YOUTUBE_FAILURE_MESSAGES, ToolFailure } from '@/domain/tool-kit/toolFailure';
import { controlled } from '@/test/controlledActor';
import { tagGeneratorMachine } from './tagGeneratorMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';

function start(param: string | undefined) {
  const run = controlled<ToolRunOutput<TagGeneration>, ToolRunRequest<string>>();
  const logError = vi.fn();
  const actor = createActor(
    tagGeneratorMachine.provide({ actors: { run: run.logic }, actions: { logError } }),
    { input: { params: param } },
  );
  actor.start();
  return { actor, run };
}

const generation: TagGeneration = {
  title: 'how to edit',
  tags: [{ tag: 'video editing', score: 9 }],
};

describe('tag generator machine', () => {
  it('is idle on the bare route', () => {
    const { actor, run } = start(undefined);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.calls).toHaveLength(0);
  });

  it('generates tags for the (trimmed) title of the route', async () => {
    const { actor, run } = start('  how to edit ');
    expect(run.call(0).input.query).toBe('how to edit');
    run.call(0).resolve({ result: generation, units: 101 });
    const done = await waitFor(actor, (s) => s.hasTag('results'));
    expect(done.context).toMatchObject({ result: generation, units: 101 });
  });

  it("answers a blank title submitted by a form with 'Please enter a video title'", () => {
    const { actor, run } = start(undefined);
    actor.send({ type: 'tool.submit', params: '   ' });
    expect(actor.getSnapshot().context.error).toBe(TAG_GENERATOR_MESSAGES.blank);
    expect(run.calls).toHaveLength(0);
  });

  it('returns to idle when the route loses its title (Clear)', async () => {
    const { actor, run } = start('how to edit');
    run.call(0).resolve({ result: generation, units: 101 });
    await waitFor(actor, (s) => s.hasTag('results'));
    actor.send({ type: 'tool.params', params: undefined });
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it("shows 'Failed to generate tags. Please try again later.' with a retry", async () => {
    const { actor, run } = start('how to edit');
    run.call(0).reject(new Error('HTTP 503'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({
      error: 'Failed to generate tags. Please try again later.',
      canRetry: true,
    });
    actor.send({ type: 'tool.retry' });
    expect(run.calls).toHaveLength(2);
  });

  it('shows the quota text of a used-up key', async () => {
    const { actor, run } = start('how to edit');
    run.call(0).reject(new ToolFailure(YOUTUBE_FAILURE_MESSAGES.quota, true));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe(YOUTUBE_FAILURE_MESSAGES.quota);
  });
});
