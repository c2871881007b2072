import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import {
  THUMBNAIL_MESSAGES,
  type ThumbnailLookup,
} from '@/domain/tools/thumbnail-downloader/thumbnailLookup';
import { controlled } from '@/test/controlledActor';
import { thumbnailDownloaderMachine } from './thumbnailDownloaderMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';

const lookup: ThumbnailLookup = {
  videoId: 'dQw4w9WgXcQ',
  title: 'A video',
  imageUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
  filename: 'a_video_thumbnail.jpg',
  width: 1280,
  height: 720,
};

function start(param: string | undefined) {
  const run = controlled<ToolRunOutput<ThumbnailLookup>, ToolRunRequest<string>>();
  const actor = createActor(
    thumbnailDownloaderMachine.provide({
      actors: { run: run.logic },
      actions: { logError: () => undefined },
    }),
    { input: { params: param } },
  );
  actor.start();
  return { actor, run };
}

describe('thumbnail downloader machine', () => {
  it('waits on the bare route', () => {
    const { actor, run } = start(undefined);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.calls).toHaveLength(0);
  });

  it('looks up the video id of the route and shows the result', async () => {
    const { actor, run } = start('dQw4w9WgXcQ');
    expect(run.call(0).input.query).toBe('dQw4w9WgXcQ');
    run.call(0).resolve({ result: lookup, units: 1 });
    const shown = await waitFor(actor, (s) => s.hasTag('results'));
    expect(shown.context).toMatchObject({ result: lookup, units: 1 });
  });

  it('reads the id out of a watch link given as the route parameter', () => {
    const { run } = start('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42');
    expect(run.call(0).input.query).toBe('dQw4w9WgXcQ');
  });

  it('answers a route parameter that is no video id with the documented message', () => {
    const { actor, run } = start('no video here');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Invalid YouTube URL. Please check the URL and try again.',
      canRetry: false,
    });
    expect(run.calls).toHaveLength(0);
  });

  it("shows 'Video not found' without a retry", async () => {
    const { actor, run } = start('dQw4w9WgXcQ');
    run.call(0).reject(new ToolFailure(THUMBNAIL_MESSAGES.videoNotFound, false));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({ error: 'Video not found', canRetry: false });
  });

  it('shows the general failure text for anything else, and Try again runs it again', async () => {
    const { actor, run } = start('dQw4w9WgXcQ');
    run.call(0).reject(new Error('HTTP 503'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({
      error: 'Failed to fetch thumbnail. Please try again.',
      canRetry: true,
    });
    actor.send({ type: 'tool.retry' });
    expect(run.call(1).input.query).toBe('dQw4w9WgXcQ');
  });
});
