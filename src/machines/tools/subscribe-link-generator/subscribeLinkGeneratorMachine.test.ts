import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { SubscribeLink } from '@/domain/tools/subscribe-link-generator/subscribeLink';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import { controlled } from '@/test/controlledActor';
import type { QrImage } from '@/domain/tool-kit/qrImage';
import { subscribeLinkGeneratorMachine, subscribeQrMachine } from './subscribeLinkGeneratorMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';

const link: SubscribeLink = {
  channel: {
    id: 'UCx',
    title: 'Maya Codes',
    handle: '@mayacodes',
    avatarUrl: null,
    subscribers: 9800,
  },
  link: 'https://www.youtube.com/@mayacodes?sub_confirmation=1',
};

function startRun() {
  const run = controlled<ToolRunOutput<SubscribeLink>, ToolRunRequest<ChannelRef>>();
  const actor = createActor(
    subscribeLinkGeneratorMachine.provide({
      actors: { run: run.logic },
      actions: { logError: () => undefined },
    }),
    { input: {} },
  );
  actor.start();
  return { actor, run };
}

describe('subscribe link machine', () => {
  it('waits for the form', () => {
    const { actor, run } = startRun();
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.calls).toHaveLength(0);
  });

  it('looks up the handle the visitor typed, and shows the link', async () => {
    const { actor, run } = startRun();
    actor.send({ type: 'tool.submit', params: { channel: ' @MayaCodes ' } });
    expect(run.call(0).input.query).toEqual({ kind: 'handle', handle: 'mayacodes' });
    run.call(0).resolve({ result: link, units: 1 });
    const done = await waitFor(actor, (s) => s.hasTag('results'));
    expect(done.context).toMatchObject({ result: link, units: 1 });
  });

  it('answers anything but a channel with the documented message, running nothing', () => {
    const { actor, run } = startRun();
    actor.send({ type: 'tool.submit', params: { channel: 'https://vimeo.com/1' } });
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Please enter a valid YouTube channel URL');
    actor.send({ type: 'tool.submit', params: { channel: '' } });
    expect(actor.getSnapshot().context.error).toBe('Please enter a valid YouTube channel URL');
    expect(run.calls).toHaveLength(0);
  });

  it("shows 'Channel not found' without a retry", async () => {
    const { actor, run } = startRun();
    actor.send({ type: 'tool.submit', params: { channel: '@ghost' } });
    run.call(0).reject(new ToolFailure('Channel not found', false));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({ error: 'Channel not found', canRetry: false });
  });

  it('shows the general failure text with a retry for anything else', async () => {
    const { actor, run } = startRun();
    actor.send({ type: 'tool.submit', params: { channel: '@mayacodes' } });
    run.call(0).reject(new Error('HTTP 500'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({
      error: 'Failed to fetch channel information',
      canRetry: true,
    });
    actor.send({ type: 'tool.retry' });
    expect(run.calls).toHaveLength(2);
  });
});

describe('subscribe QR machine', () => {
  function startQr() {
    const render = controlled<QrImage, { url: string }>();
    const saveImage = vi.fn();
    const logError = vi.fn();
    const actor = createActor(
      subscribeQrMachine.provide({
        actors: { renderQr: render.logic },
        actions: { saveImage, logError },
      }),
      { input: { link: link.link } },
    );
    actor.start();
    return { actor, render, saveImage, logError };
  }

  it('draws the link at once and saves it as a PNG on download', async () => {
    const { actor, render, saveImage } = startQr();
    expect(actor.getSnapshot().hasTag('rendering')).toBe(true);
    expect(render.call(0).input).toEqual({ url: link.link });
    const blob = new Blob(['png'], { type: 'image/png' });
    render.call(0).resolve({ blob, src: 'data:image/png;base64,AA' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'qr.download' });
    expect(saveImage).toHaveBeenCalledWith(expect.anything(), {
      blob,
      filename: 'subscribe-link-qrcode.png',
    });
  });

  it('ends in failed (and saves nothing) when the code cannot be drawn', async () => {
    const { actor, render, saveImage, logError } = startQr();
    render.call(0).reject(new Error('no canvas'));
    await waitFor(actor, (s) => s.hasTag('failed'));
    actor.send({ type: 'qr.download' });
    expect(saveImage).not.toHaveBeenCalled();
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('stops drawing when the card goes away', () => {
    const { actor, render } = startQr();
    actor.stop();
    expect(render.call(0).signal.aborted).toBe(true);
  });
});
