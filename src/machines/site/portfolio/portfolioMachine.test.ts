import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { ALL_VIDEOS } from '@/domain/site/portfolio/filter';
import type { PortfolioVideo } from '@/domain/site/portfolio/video';
import { portfolioMachine, selectFilterOptions, selectVisibleVideos } from './portfolioMachine';

const video = (id: number, tag: string): PortfolioVideo => ({
  id,
  videoId: `vid${String(id).padStart(8, '0')}`,
  tag,
  description: null,
  createdAt: `2025-01-0${id}T12:00:00.000Z`,
});
const videos = [video(3, 'Gaming'), video(2, 'Vlog'), video(1, 'Gaming')];
const tags = ['Gaming', 'Vlog'];

/** A fake read the test settles by hand; it records each call's signal. */
function pending<T>() {
  const calls: { signal: AbortSignal; resolve: (v: T) => void; reject: (e: Error) => void }[] = [];
  const logic = fromAbortablePromise<T>(
    ({ signal }) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { logic, calls };
}

function start(
  actors: {
    loadVideos?: ReturnType<typeof pending<PortfolioVideo[]>>['logic'];
    loadTags?: ReturnType<typeof pending<string[]>>['logic'];
  } = {},
) {
  const logError = vi.fn();
  const actor = createActor(
    portfolioMachine.provide({
      actors: {
        loadVideos: actors.loadVideos ?? fromAbortablePromise(() => Promise.resolve(videos)),
        loadTags: actors.loadTags ?? fromAbortablePromise(() => Promise.resolve(tags)),
      },
      actions: { logError },
    }),
  ).start();
  return { actor, logError };
}

async function loaded() {
  const started = start();
  await waitFor(started.actor, (s) => !s.hasTag('loading'));
  return started;
}

describe('portfolio machine', () => {
  it('shows loading until both reads settle', async () => {
    const videosRead = pending<PortfolioVideo[]>();
    const tagsRead = pending<string[]>();
    const { actor } = start({ loadVideos: videosRead.logic, loadTags: tagsRead.logic });
    expect(videosRead.calls).toHaveLength(1);
    expect(tagsRead.calls).toHaveLength(1);

    videosRead.calls[0]?.resolve(videos);
    await waitFor(actor, (s) => s.context.videos.length > 0);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);

    tagsRead.calls[0]?.resolve(tags);
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snapshot.matches('list')).toBe(true);
  });

  it('shows every video and the filter options once loaded', async () => {
    const { actor, logError } = await loaded();
    const { context } = actor.getSnapshot();
    expect(context).toEqual({ videos, tags, filter: 'All', openVideo: null, fromPage: false });
    expect(selectVisibleVideos(context)).toEqual(videos);
    expect(selectFilterOptions(context)).toEqual(['All', 'Gaming', 'Vlog']);
    expect(logError).not.toHaveBeenCalled();
  });

  it('stays on loading while a read never settles', async () => {
    const { actor } = start({
      loadTags: fromAbortablePromise(() => new Promise<string[]>(() => undefined)),
    });
    // The videos have arrived; the tags never do.
    const videosIn = await waitFor(actor, (s) => s.context.videos.length > 0);
    expect(videosIn.context.videos).toEqual(videos);
    expect(videosIn.hasTag('loading')).toBe(true);
    expect(videosIn.context.tags).toEqual([]);
  });

  it('only logs a failed videos read and still shows the page, empty', async () => {
    const cause = new Error('videos down');
    const { actor, logError } = start({
      loadVideos: fromAbortablePromise(() => Promise.reject(cause)),
    });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snapshot.matches('list')).toBe(true);
    expect(snapshot.context.videos).toEqual([]);
    expect(snapshot.context.tags).toEqual(tags);
    expect(logError).toHaveBeenCalledOnce();
    expect(logError.mock.calls[0]?.[1]).toEqual({ source: 'videos', error: cause });
  });

  it('only logs a failed tags read: the videos show with just the All filter', async () => {
    const cause = new Error('tags down');
    const { actor, logError } = start({
      loadTags: fromAbortablePromise(() => Promise.reject(cause)),
    });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(selectVisibleVideos(snapshot.context)).toEqual(videos);
    expect(selectFilterOptions(snapshot.context)).toEqual(['All']);
    expect(logError.mock.calls[0]?.[1]).toEqual({ source: 'tags', error: cause });
  });

  it('reaches the page with nothing when both reads fail, logging each', async () => {
    const { actor, logError } = start({
      loadVideos: fromAbortablePromise(() => Promise.reject(new Error('a'))),
      loadTags: fromAbortablePromise(() => Promise.reject(new Error('b'))),
    });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snapshot.context.videos).toEqual([]);
    expect(selectFilterOptions(snapshot.context)).toEqual(['All']);
    expect(logError).toHaveBeenCalledTimes(2);
  });

  it('narrows the grid to a tag and back to All', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'filter.select', tag: 'Gaming' });
    let { context } = actor.getSnapshot();
    expect(context.filter).toBe('Gaming');
    expect(selectVisibleVideos(context).map((v) => v.id)).toEqual([3, 1]);

    actor.send({ type: 'filter.select', tag: ALL_VIDEOS });
    context = actor.getSnapshot().context;
    expect(selectVisibleVideos(context).map((v) => v.id)).toEqual([3, 2, 1]);
  });

  it('ignores a filter that is not one of the options', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'filter.select', tag: 'Vlog' });
    expect(actor.getSnapshot().can({ type: 'filter.select', tag: 'Weddings' })).toBe(false);
    actor.send({ type: 'filter.select', tag: 'Weddings' });
    expect(actor.getSnapshot().context.filter).toBe('Vlog');
  });

  it('opens a video in the modal and closes it, keeping the filter', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'filter.select', tag: 'Vlog' });
    actor.send({ type: 'video.open', video: videos[1] ?? video(0, 'x') });
    expect(actor.getSnapshot().context.openVideo).toEqual(videos[1]);

    actor.send({ type: 'video.close' });
    const { context } = actor.getSnapshot();
    expect(context.openVideo).toBeNull();
    expect(context.filter).toBe('Vlog');
  });

  it('ignores the filter and the modal while loading', () => {
    const { actor } = start({ loadVideos: pending<PortfolioVideo[]>().logic });
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'filter.select', tag: 'All' })).toBe(false);
    expect(snapshot.can({ type: 'video.open', video: video(1, 'Gaming') })).toBe(false);
  });

  it('aborts both pending reads when the page is left (actor stopped)', () => {
    const videosRead = pending<PortfolioVideo[]>();
    const tagsRead = pending<string[]>();
    const { actor } = start({ loadVideos: videosRead.logic, loadTags: tagsRead.logic });
    const signals = [videosRead.calls[0]?.signal, tagsRead.calls[0]?.signal];
    expect(signals.map((s) => s?.aborted)).toEqual([false, false]);
    actor.stop();
    expect(signals.map((s) => s?.aborted)).toEqual([true, true]);
  });

  it('only logs, and shows the page, when the app forgot to provide the reads', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(portfolioMachine).start();
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snapshot.context.videos).toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(2);
  });
});

describe('selectVisibleVideos', () => {
  it('returns the loaded list itself under All', () => {
    expect(selectVisibleVideos({ videos, filter: 'All' })).toBe(videos);
  });

  it('returns nothing for a tag no video has', () => {
    expect(selectVisibleVideos({ videos, filter: 'Music' })).toEqual([]);
  });
});
