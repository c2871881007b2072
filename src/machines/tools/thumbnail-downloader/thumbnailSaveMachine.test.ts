import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { controlled } from '@/test/controlledActor';
import { thumbnailSaveMachine, type DownloadRequest } from './thumbnailSaveMachine';

const request: DownloadRequest = {
  url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
  filename: 'a_video_thumbnail.jpg',
};

function start() {
  const download = controlled<unknown, DownloadRequest>();
  const openInNewTab = vi.fn();
  const actor = createActor(
    thumbnailSaveMachine.provide({
      actors: { download: download.logic },
      actions: {
        openInNewTab: (_, params) => {
          openInNewTab(params);
        },
        logError: () => undefined,
      },
    }),
  );
  actor.start();
  return { actor, download, openInNewTab };
}

const isIdle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('downloading'));

describe('thumbnail download machine', () => {
  it('waits until the visitor asks', () => {
    const { actor, download } = start();
    expect(actor.getSnapshot().hasTag('downloading')).toBe(false);
    expect(download.calls).toHaveLength(0);
  });

  it('downloads the image under its file name, busy until it is saved', async () => {
    const { actor, download, openInNewTab } = start();
    actor.send({ type: 'download.start', ...request });
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true);
    expect(download.call(0).input).toEqual(request);

    download.call(0).resolve(undefined);
    await isIdle(actor);
    expect(openInNewTab).not.toHaveBeenCalled();
  });

  it('ignores another click while busy', () => {
    const { actor, download } = start();
    actor.send({ type: 'download.start', ...request });
    actor.send({ type: 'download.start', ...request, filename: 'other.jpg' });
    expect(download.calls).toHaveLength(1);
  });

  it('opens the image in a new tab when the download fails, then is ready again', async () => {
    const { actor, download, openInNewTab } = start();
    actor.send({ type: 'download.start', ...request });
    download.call(0).reject(new TypeError('Failed to fetch'));
    await isIdle(actor);
    expect(openInNewTab).toHaveBeenCalledExactlyOnceWith({ url: request.url });

    actor.send({ type: 'download.start', ...request });
    expect(download.calls).toHaveLength(2);
  });

  it('aborts the download when the screen goes away, without opening a tab', () => {
    const { actor, download, openInNewTab } = start();
    actor.send({ type: 'download.start', ...request });
    actor.stop();
    expect(download.call(0).signal.aborted).toBe(true);
    expect(openInNewTab).not.toHaveBeenCalled();
  });

  it('fails loudly when the app forgot to provide the fallback', async () => {
    const download = controlled<unknown, DownloadRequest>();
    const actor = createActor(
      thumbnailSaveMachine.provide({
        actors: { download: download.logic },
        actions: { logError: () => undefined },
      }),
    );
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'download.start', ...request });
    download.call(0).reject(new Error('offline'));
    await download.call(0).delivered();
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toMatch(/'openInNewTab' action was not provided/);
  });
});
