import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import type { BlogPost } from '@/domain/site/blog/post';
import { BLOG_POST_MESSAGES, blogPostMachine } from './blogPostMachine';
import { controlled } from '@/test/controlledActor';
import { samplePost } from '@/test/samplePost';

const post = samplePost;

function start(
  slug: string | undefined,
  options: {
    loadPost?: ReturnType<typeof controlled<BlogPost | null, { slug: string }>>;
    countView?: ReturnType<typeof controlled<unknown, { postId: number }>>;
    logError?: (error: unknown) => void;
  } = {},
) {
  const loadPost = options.loadPost ?? controlled<BlogPost | null, { slug: string }>();
  const countView = options.countView ?? controlled<unknown, { postId: number }>();
  const logError = options.logError ?? vi.fn();
  const machine = blogPostMachine.provide({
    actors: { loadPost: loadPost.logic, countView: countView.logic },
    actions: {
      logError: (_, params) => {
        logError(params.error);
      },
    },
  });
  const actor = createActor(machine, { input: { slug } });
  actor.start();
  return { actor, loadPost, countView, logError };
}

describe('blogPostMachine', () => {
  it.each([undefined, '', '   '])(
    "gives 'No slug provided' for slug %j without calling anything",
    (slug) => {
      const { actor, loadPost, countView } = start(slug);
      const snapshot = actor.getSnapshot();
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.error).toBe('No slug provided');
      expect(loadPost.calls).toHaveLength(0);
      expect(countView.calls).toHaveLength(0);
    },
  );

  it("loads the post by slug ('Loading post...'), shows it and counts one view", async () => {
    const { actor, loadPost, countView } = start('first-cut');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loadPost.calls.map((c) => c.input)).toEqual([{ slug: 'first-cut' }]);
    expect(countView.calls).toHaveLength(0);

    loadPost.call(0).resolve(post);
    const snapshot = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(snapshot.context.post).toEqual(post);
    expect(snapshot.context.error).toBeNull();
    expect(countView.calls.map((c) => c.input)).toEqual([{ postId: 7 }]);
  });

  it('counts the view exactly once per load, whatever the counter answers', async () => {
    const { actor, loadPost, countView, logError } = start('first-cut');
    loadPost.call(0).resolve(post);
    await waitFor(actor, (s) => s.hasTag('loaded'));
    countView.call(0).resolve(42);
    // The counter's answer has reached the machine.
    await countView.call(0).delivered();
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
    expect(countView.calls).toHaveLength(1);
    expect(logError).not.toHaveBeenCalled();
    // The new count is not shown: the visitor sees the post as it loaded.
    expect(actor.getSnapshot().context.post?.views).toBe(41);
  });

  it('only logs a failed view count; the post stays on screen', async () => {
    const { actor, loadPost, countView, logError } = start('first-cut');
    loadPost.call(0).resolve(post);
    await waitFor(actor, (s) => s.hasTag('loaded'));
    const failure = new Error('rpc refused');
    countView.call(0).reject(failure);
    await countView.call(0).delivered();
    expect(logError).toHaveBeenCalledExactlyOnceWith(failure);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('loaded')).toBe(true);
    expect(snapshot.context.post).toEqual(post);
    expect(snapshot.context.error).toBeNull();
    expect(countView.calls).toHaveLength(1);
  });

  it('logs a failed view count with console.error by default', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const machine = blogPostMachine.provide({
      actors: {
        loadPost: fromAbortablePromise<BlogPost | null, { slug: string }>(() =>
          Promise.resolve(post),
        ),
        countView: fromAbortablePromise<unknown, { postId: number }>(() =>
          Promise.reject(new Error('down')),
        ),
      },
    });
    const actor = createActor(machine, { input: { slug: 'first-cut' } }).start();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
  });

  it("gives 'Post not found' when the loader resolves null, and counts nothing", async () => {
    const { actor, loadPost, countView } = start('missing');
    loadPost.call(0).resolve(null);
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snapshot.context.error).toBe(BLOG_POST_MESSAGES.notFound);
    expect(snapshot.context.error).toBe('Post not found');
    expect(snapshot.context.post).toBeNull();
    expect(countView.calls).toHaveLength(0);
  });

  it("gives 'Failed to load blog post' on any other failure, and counts nothing", async () => {
    const { actor, loadPost, countView } = start('first-cut');
    loadPost.call(0).reject(new Error('network down'));
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snapshot.context.error).toBe('Failed to load blog post');
    expect(countView.calls).toHaveLength(0);
  });

  it('stays loading while the post never arrives', () => {
    const { actor, loadPost, countView } = start('first-cut');
    // The request is in flight and nothing settles it: nothing can move the machine on.
    expect(loadPost.calls).toHaveLength(1);
    expect(loadPost.call(0).signal.aborted).toBe(false);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.post).toBeNull();
    expect(countView.calls).toHaveLength(0);
  });

  it('aborts the post request when the actor stops', () => {
    const { actor, loadPost } = start('first-cut');
    expect(loadPost.call(0).signal.aborted).toBe(false);
    actor.stop();
    expect(loadPost.call(0).signal.aborted).toBe(true);
  });

  it('fails with the load message when no loader was provided', async () => {
    const actor = createActor(blogPostMachine, { input: { slug: 'first-cut' } }).start();
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snapshot.context.error).toBe('Failed to load blog post');
  });
});
