import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, waitFor } from 'xstate';
import { DEFAULT_PICKER_OPTIONS } from '@/domain/tools/comment-picker/commentPicker';
import type { RandomFill } from '@/domain/tools/comment-picker/commentPickerDraw';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { VideoComment, VideoComments } from '@/domain/tool-kit/videoComments';
import { controlled } from '@/test/controlledActor';
import { commentDrawMachine, commentPickerMachine, currentWinner } from './commentPickerMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';

const comment = (n: number, text = 'Count me in'): VideoComment => ({
  id: `c${n}`,
  author: `@fan${n}`,
  authorChannelId: `UCfan${n}`,
  authorAvatarUrl: null,
  text,
  publishedAt: '2026-11-01T10:00:00Z',
  likeCount: 0,
  replyCount: 0,
});

const comments = [comment(0), comment(1), comment(2, 'giveaway please')];

/** A random source that hands out `words` in order (then zeros). */
const words = (...values: number[]): RandomFill => {
  let next = 0;
  return (array) => {
    array.fill(0).forEach((_, i) => {
      array[i] = values[next] ?? 0;
      next += 1;
    });
    return array;
  };
};

describe('comment picker: loading the comments', () => {
  function start(param: string | undefined) {
    const run = controlled<ToolRunOutput<VideoComments>, ToolRunRequest<string>>();
    const actor = createActor(
      commentPickerMachine.provide({
        actors: { run: run.logic },
        actions: { logError: () => undefined },
      }),
      { input: { params: param } },
    );
    actor.start();
    return { actor, run };
  }

  it('loads the comments of the video in a watch link (loading comments → results)', async () => {
    const { actor, run } = start('https://www.youtube.com/watch?v=JVgiveAway8');
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(run.call(0).input.query).toBe('JVgiveAway8');
    run.call(0).resolve({ result: { videoId: 'JVgiveAway8', comments, more: false }, units: 1 });
    const done = await waitFor(actor, (s) => s.hasTag('results'));
    expect(done.context.result?.comments).toHaveLength(3);
  });

  it("answers a bad link with 'Please enter a valid YouTube URL'", () => {
    const { actor, run } = start('https://vimeo.com/1');
    expect(actor.getSnapshot().context.error).toBe('Please enter a valid YouTube URL');
    expect(run.calls).toHaveLength(0);
  });

  it("says 'Failed to fetch comments' with a retry, and passes on 'No comments found.'", async () => {
    const first = start('JVgiveAway8');
    first.run.call(0).reject(new Error('HTTP 500'));
    const failed = await waitFor(first.actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({ error: 'Failed to fetch comments', canRetry: true });

    const second = start('FreshNoCmt0');
    second.run.call(0).reject(new ToolFailure('No comments found.', false));
    const empty = await waitFor(second.actor, (s) => s.hasTag('error'));
    expect(empty.context).toMatchObject({ error: 'No comments found.', canRetry: false });
  });
});

describe('comment picker: the draw, on a simulated clock', () => {
  function start({ random = words(1), reducedMotion = false } = {}) {
    const clock = new SimulatedClock();
    const confetti = { started: 0, stopped: 0 };
    const actor = createActor(
      commentDrawMachine.provide({
        actors: {
          confetti: fromCallback(() => {
            confetti.started += 1;
            return () => {
              confetti.stopped += 1;
            };
          }),
        },
      }),
      { input: { random, reducedMotion }, clock },
    );
    actor.start();
    const state = () => actor.getSnapshot();
    // A timer set while the clock flushes starts at the clock's time, so one long increment
    // would fire one frame: the clock moves a millisecond at a time, as real time does.
    const tick = (ms: number) => {
      for (let i = 0; i < ms; i += 1) clock.increment(1);
    };
    return { actor, clock: { increment: tick }, confetti, state };
  }

  it('draws the winner before shuffling, shuffles 4 s onto them, then 3 s of confetti', () => {
    const { actor, clock, confetti, state } = start({ random: words(4_294_967_295, 5) });
    expect(state().value).toBe('idle');
    actor.send({ type: 'draw.start', comments, options: DEFAULT_PICKER_OPTIONS });

    // Drawn at once (the first word was rejected: 2^32 − 1 is past the last full round of 3).
    expect(state().hasTag('shuffling')).toBe(true);
    expect(currentWinner(state().context)?.author).toBe('@fan2');
    expect(state().context.names).toHaveLength(30);
    expect(state().context.names.at(-1)).toBe('@fan2');

    expect(state().context.frame).toBe(0);
    clock.increment(50);
    expect(state().context.frame).toBe(1);
    clock.increment(3949);
    expect(state().hasTag('shuffling')).toBe(true);
    expect(state().context.frame).toBe(29);
    clock.increment(1);
    expect(state().value).toEqual({ winner: 'celebrating' });
    expect(confetti).toEqual({ started: 1, stopped: 0 });

    clock.increment(2999);
    expect(state().value).toEqual({ winner: 'celebrating' });
    clock.increment(1);
    expect(state().value).toEqual({ winner: 'settled' });
    expect(confetti).toEqual({ started: 1, stopped: 1 });
  });

  it('rerolls back to shuffling with someone else, and says when nobody is left', () => {
    const { actor, clock, state } = start({ random: words(0, 0, 0, 0) });
    actor.send({ type: 'draw.start', comments, options: DEFAULT_PICKER_OPTIONS });
    clock.increment(4000);
    actor.send({ type: 'draw.reroll', options: DEFAULT_PICKER_OPTIONS });
    expect(state().hasTag('shuffling')).toBe(true);
    clock.increment(4000);
    actor.send({ type: 'draw.reroll', options: DEFAULT_PICKER_OPTIONS });
    clock.increment(4000);
    expect(state().context.winners.map((winner) => winner.author)).toEqual([
      '@fan0',
      '@fan1',
      '@fan2',
    ]);
    actor.send({ type: 'draw.reroll', options: DEFAULT_PICKER_OPTIONS });
    expect(state().hasTag('exhausted')).toBe(true);
    expect(state().context.winners).toHaveLength(3);
  });

  it('draws only among the entries the options leave', () => {
    const { actor, state } = start({ random: words(0) });
    actor.send({
      type: 'draw.start',
      comments,
      options: { onePerCommenter: true, keyword: 'GIVE' },
    });
    expect(currentWinner(state().context)?.author).toBe('@fan2');

    actor.send({
      type: 'draw.start',
      comments,
      options: { onePerCommenter: true, keyword: 'zzz' },
    });
    expect(state().hasTag('exhausted')).toBe(true);
    expect(state().context.winners).toEqual([]);
  });

  it('shows the winner at once under reduced motion: no shuffle, no confetti', () => {
    const { actor, confetti, state } = start({ reducedMotion: true });
    actor.send({ type: 'draw.start', comments, options: DEFAULT_PICKER_OPTIONS });
    expect(state().value).toEqual({ winner: 'settled' });
    expect(currentWinner(state().context)?.author).toBe('@fan1');
    actor.send({ type: 'draw.reroll', options: DEFAULT_PICKER_OPTIONS });
    expect(state().value).toEqual({ winner: 'settled' });
    expect(confetti.started).toBe(0);
  });

  it('starts drawing at once from the comments in its input', () => {
    const clock = new SimulatedClock();
    const actor = createActor(commentDrawMachine, {
      input: { comments, options: DEFAULT_PICKER_OPTIONS, random: words(2), reducedMotion: false },
      clock,
    }).start();
    expect(actor.getSnapshot().hasTag('shuffling')).toBe(true);
    expect(currentWinner(actor.getSnapshot().context)?.author).toBe('@fan2');
  });

  it('Start Over resets everything, stopping the shuffle', () => {
    const { actor, clock, state } = start();
    actor.send({ type: 'draw.start', comments, options: DEFAULT_PICKER_OPTIONS });
    clock.increment(1000);
    actor.send({ type: 'draw.reset' });
    expect(state().value).toBe('idle');
    expect(state().context).toMatchObject({ comments: [], winners: [], names: [], frame: 0 });
    clock.increment(10_000);
    expect(state().value).toBe('idle');
  });
});
