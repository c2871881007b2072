import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { controlled } from '@/test/controlledActor';
import {
  QR_MESSAGES,
  QR_TYPING_PAUSE_MS,
  qrCodeGeneratorMachine,
  type RenderQrInput,
} from './qrCodeGeneratorMachine';
import type { QrImage } from '@/domain/tool-kit/qrImage';
import { QrInputError } from '@/domain/tools/qr-code-generator/qrInputError';

const logo = new File(['logo'], 'logo.png', { type: 'image/png' });
const image = (name: string): QrImage => ({
  blob: new Blob([name], { type: 'image/png' }),
  src: `data:image/png;base64,${name}`,
});

function start() {
  const render = controlled<QrImage, RenderQrInput>();
  const copy = controlled<unknown, { blob: Blob }>();
  const saveImage = vi.fn<(args: unknown, params: { blob: Blob; filename: string }) => void>();
  const logError = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    qrCodeGeneratorMachine.provide({
      actors: { renderQr: render.logic, copyImage: copy.logic },
      actions: { saveImage, logError },
    }),
    { clock },
  ).start();
  const type = (value: string) => actor.send({ type: 'url.change', value });
  const snapshot = () => actor.getSnapshot();
  /** Types a URL, lets the pause pass and finishes the render. */
  const showCode = async (url: string, output = image(url)) => {
    type(url);
    clock.increment(QR_TYPING_PAUSE_MS);
    render.calls.at(-1)?.resolve(output);
    return waitFor(actor, (s) => s.hasTag('ready'));
  };
  return { actor, render, copy, saveImage, logError, clock, type, snapshot, showCode };
}

describe('QR code machine', () => {
  it('shows no code and no message until a URL is given', () => {
    const { snapshot, render } = start();
    expect(snapshot().context).toEqual({
      url: '',
      logo: null,
      preview: null,
      urlError: null,
      problem: null,
      notice: null,
    });
    expect(snapshot().hasTag('busy')).toBe(false);
    expect(render.calls).toHaveLength(0);
  });

  it('makes the code once typing pauses for 300 ms, from the trimmed URL', () => {
    const { type, clock, render, snapshot } = start();
    type('  https://jordanvale.studio ');
    expect(snapshot().hasTag('busy')).toBe(true);
    clock.increment(QR_TYPING_PAUSE_MS - 1);
    expect(render.calls).toHaveLength(0);
    clock.increment(1);
    expect(render.calls.map((c) => c.input)).toEqual([
      { url: 'https://jordanvale.studio', logo: null },
    ]);
  });

  it('waits for the last keystroke: each one restarts the pause', () => {
    const { type, clock, render } = start();
    type('https://a');
    clock.increment(200);
    type('https://ab');
    clock.increment(200);
    type('https://abc');
    clock.increment(QR_TYPING_PAUSE_MS - 1);
    expect(render.calls).toHaveLength(0);
    clock.increment(1);
    expect(render.calls.map((c) => c.input.url)).toEqual(['https://abc']);
  });

  it('makes the code at once on Enter', () => {
    const { actor, type, render } = start();
    type('https://jordanvale.studio');
    actor.send({ type: 'url.submit' });
    expect(render.calls).toHaveLength(1);
  });

  it('shows the preview, with what it was made from', async () => {
    const { showCode } = start();
    const output = image('plain');
    const ready = await showCode('https://jordanvale.studio', output);
    expect(ready.context.preview).toEqual({
      ...output,
      url: 'https://jordanvale.studio',
      withLogo: false,
    });
    expect(ready.hasTag('busy')).toBe(false);
    expect(ready.can({ type: 'qr.download' })).toBe(true);
    expect(ready.can({ type: 'qr.copy' })).toBe(true);
  });

  it('typing a new URL makes a new code, keeping the old one on screen meanwhile', async () => {
    const { type, clock, render, snapshot, showCode, actor } = start();
    const first = await showCode('https://a.example');
    type('https://b.example');
    expect(snapshot().context.preview?.src).toBe(first.context.preview?.src);
    expect(snapshot().can({ type: 'qr.download' })).toBe(false);
    clock.increment(QR_TYPING_PAUSE_MS);
    const second = image('b');
    render.call(1).resolve(second);
    const ready = await waitFor(actor, (s) => s.hasTag('ready'));
    expect(ready.context.preview).toMatchObject({ src: second.src, url: 'https://b.example' });
  });

  it('a new keystroke abandons the code being made', () => {
    const { type, clock, render } = start();
    type('https://a.example');
    clock.increment(QR_TYPING_PAUSE_MS);
    const { signal } = render.call(0);
    type('https://a.example/more');
    expect(signal.aborted).toBe(true);
  });

  it('clearing the URL removes the code', async () => {
    const { type, snapshot, showCode } = start();
    await showCode('https://jordanvale.studio');
    type('   ');
    expect(snapshot().context.preview).toBeNull();
    expect(snapshot().hasTag('busy')).toBe(false);
    expect(snapshot().context.urlError).toBeNull();
  });

  describe('with no URL', () => {
    it.each(['url.submit', 'qr.download', 'qr.copy'] as const)(
      '%s asks for a valid URL, and makes nothing',
      (type) => {
        const { actor, render, copy, saveImage, snapshot } = start();
        actor.send({ type });
        expect(snapshot().context.urlError).toBe('Please enter a valid URL!');
        expect(render.calls).toHaveLength(0);
        expect(copy.calls).toHaveLength(0);
        expect(saveImage).not.toHaveBeenCalled();
      },
    );

    it('typing clears the message', () => {
      const { actor, type, snapshot } = start();
      actor.send({ type: 'qr.download' });
      type('h');
      expect(snapshot().context.urlError).toBeNull();
    });
  });

  describe('logo', () => {
    it('added before a URL is kept and used for the first code', () => {
      const { actor, type, clock, render, snapshot } = start();
      actor.send({ type: 'logo.add', file: logo });
      expect(snapshot().context.logo).toBe(logo);
      expect(render.calls).toHaveLength(0);
      type('https://jordanvale.studio');
      clock.increment(QR_TYPING_PAUSE_MS);
      expect(render.call(0).input).toEqual({ url: 'https://jordanvale.studio', logo });
    });

    it('added to a code makes it again at once, with the logo', async () => {
      const { actor, render, showCode } = start();
      await showCode('https://jordanvale.studio');
      actor.send({ type: 'logo.add', file: logo });
      expect(render.call(1).input).toEqual({ url: 'https://jordanvale.studio', logo });
      render.call(1).resolve(image('with-logo'));
      const ready = await waitFor(actor, (s) => s.hasTag('ready'));
      expect(ready.context.preview).toMatchObject({ withLogo: true, src: image('with-logo').src });
    });

    it('removed makes the plain code again', async () => {
      const { actor, render, showCode } = start();
      actor.send({ type: 'logo.add', file: logo });
      await showCode('https://jordanvale.studio');
      actor.send({ type: 'logo.remove' });
      expect(actor.getSnapshot().context.logo).toBeNull();
      expect(render.call(1).input.logo).toBeNull();
      render.call(1).resolve(image('plain'));
      const ready = await waitFor(actor, (s) => s.hasTag('ready'));
      expect(ready.context.preview?.withLogo).toBe(false);
    });

    it('changed while a code is being made restarts it with the new logo', () => {
      const { actor, type, render } = start();
      type('https://jordanvale.studio');
      actor.send({ type: 'url.submit' });
      const first = render.call(0);
      actor.send({ type: 'logo.add', file: logo });
      expect(first.signal.aborted).toBe(true);
      expect(render.call(1).input.logo).toBe(logo);
    });
  });

  describe('download', () => {
    it('saves the PNG as qrcode.png', async () => {
      const { actor, saveImage, showCode } = start();
      const output = image('plain');
      await showCode('https://jordanvale.studio', output);
      actor.send({ type: 'qr.download' });
      expect(saveImage).toHaveBeenCalledTimes(1);
      expect(saveImage.mock.calls[0]?.[1]).toEqual({ blob: output.blob, filename: 'qrcode.png' });
    });

    it('saves the code with a logo as qrcode_with_logo.png', async () => {
      const { actor, saveImage, render } = start();
      actor.send({ type: 'logo.add', file: logo });
      actor.send({ type: 'url.change', value: 'https://jordanvale.studio' });
      actor.send({ type: 'url.submit' });
      render.call(0).resolve(image('logo'));
      await waitFor(actor, (s) => s.hasTag('ready'));
      actor.send({ type: 'qr.download' });
      expect(saveImage.mock.calls[0]?.[1].filename).toBe('qrcode_with_logo.png');
    });

    it('is not offered while a new code is being made', async () => {
      const { actor, type, saveImage, showCode } = start();
      await showCode('https://a.example');
      type('https://b.example');
      actor.send({ type: 'qr.download' });
      expect(saveImage).not.toHaveBeenCalled();
    });
  });

  describe('copy', () => {
    it('copies the PNG, confirms for 1 s and says so', async () => {
      const { actor, copy, clock, showCode } = start();
      const output = image('plain');
      await showCode('https://jordanvale.studio', output);
      actor.send({ type: 'qr.copy' });
      expect(actor.getSnapshot().hasTag('copying')).toBe(true);
      expect(actor.getSnapshot().can({ type: 'qr.copy' })).toBe(false);
      expect(copy.call(0).input).toEqual({ blob: output.blob });

      copy.call(0).resolve(undefined);
      const copied = await waitFor(actor, (s) => s.hasTag('copied'));
      expect(copied.context.notice).toEqual({
        tone: 'success',
        text: 'QR code copied to clipboard!',
      });

      clock.increment(999);
      expect(actor.getSnapshot().hasTag('copied')).toBe(true);
      clock.increment(1);
      expect(actor.getSnapshot().hasTag('copied')).toBe(false);
      expect(actor.getSnapshot().hasTag('ready')).toBe(true);
      // The message stays until the next action; only the button's confirmation is timed.
      expect(actor.getSnapshot().context.notice?.text).toBe(QR_MESSAGES.copied);
    });

    it('says when the copy failed, logs why, and can be tried again', async () => {
      const { actor, copy, logError, showCode } = start();
      await showCode('https://jordanvale.studio');
      actor.send({ type: 'qr.copy' });
      const cause = new DOMException('denied', 'NotAllowedError');
      copy.call(0).reject(cause);
      const failed = await waitFor(actor, (s) => s.context.notice !== null);
      expect(failed.context.notice).toEqual({ tone: 'error', text: 'Failed to copy QR code.' });
      expect(failed.hasTag('copied')).toBe(false);
      expect(logError.mock.calls[0]?.[1]).toEqual({ error: cause });

      actor.send({ type: 'qr.copy' });
      expect(actor.getSnapshot().context.notice).toBeNull();
      expect(copy.calls).toHaveLength(2);
    });

    it('a download clears the copy message', async () => {
      const { actor, copy, showCode } = start();
      await showCode('https://jordanvale.studio');
      actor.send({ type: 'qr.copy' });
      copy.call(0).resolve(undefined);
      await waitFor(actor, (s) => s.hasTag('copied'));
      actor.send({ type: 'qr.download' });
      expect(actor.getSnapshot().context.notice).toBeNull();
    });
  });

  describe('generation failure', () => {
    const tooLong = new QrInputError({ kind: 'too-long', withLogo: false });
    const notAnImage = new QrInputError({ kind: 'logo-not-image', fileName: 'notes.txt' });

    it('a URL too long for a QR code says so with the limit, keeping the last code downloadable', async () => {
      const { actor, type, clock, render, logError, saveImage, showCode } = start();
      const first = await showCode('https://a.example');
      type(`https://a.example/${'a'.repeat(3000)}`);
      clock.increment(QR_TYPING_PAUSE_MS);
      render.call(1).reject(tooLong);
      const kept = await waitFor(actor, (s) => s.context.problem !== null);
      expect(kept.context.problem).toBe(
        'This URL is too long for a QR code: it can hold at most 2,331 characters.',
      );
      expect(kept.context.preview).toEqual(first.context.preview);
      expect(kept.can({ type: 'qr.copy' })).toBe(true);
      actor.send({ type: 'qr.download' });
      expect(saveImage.mock.calls[0]?.[1]).toMatchObject({ filename: 'qrcode.png' });
      expect(actor.getSnapshot().context.problem).not.toBeNull();
      expect(logError).not.toHaveBeenCalled();
    });

    it('the problem stays until the input makes a code again', async () => {
      const { actor, type, clock, render, showCode } = start();
      await showCode('https://a.example');
      type(`https://a.example/${'a'.repeat(3000)}`);
      clock.increment(QR_TYPING_PAUSE_MS);
      render.call(1).reject(tooLong);
      await waitFor(actor, (s) => s.context.problem !== null);
      type('https://b.example');
      expect(actor.getSnapshot().context.problem).not.toBeNull();
      clock.increment(QR_TYPING_PAUSE_MS);
      render.call(2).resolve(image('b'));
      const fixed = await waitFor(actor, (s) => s.context.problem === null);
      expect(fixed.context.preview?.url).toBe('https://b.example');
    });

    it('a logo that is not an image is named, and the last code stays until it is removed', async () => {
      const { actor, render, logError, showCode } = start();
      const first = await showCode('https://a.example');
      actor.send({ type: 'logo.add', file: new File(['text'], 'notes.txt') });
      render.call(1).reject(notAnImage);
      const kept = await waitFor(actor, (s) => s.context.problem !== null);
      expect(kept.context.problem).toBe(
        '“notes.txt” is not an image. Please choose a PNG, JPEG, WebP or SVG file for the logo.',
      );
      expect(kept.context.preview).toEqual(first.context.preview);
      expect(kept.can({ type: 'qr.download' })).toBe(true);
      expect(logError).not.toHaveBeenCalled();
      actor.send({ type: 'logo.remove' });
      expect(render.call(2).input.logo).toBeNull();
      render.call(2).resolve(image('plain again'));
      await waitFor(actor, (s) => s.context.problem === null && s.hasTag('ready'));
    });

    it('any other failure gives the documented message and is logged, the last code kept', async () => {
      const { actor, type, clock, render, logError, showCode } = start();
      const first = await showCode('https://a.example');
      type('https://b.example');
      clock.increment(QR_TYPING_PAUSE_MS);
      const cause = new Error('no 2D canvas');
      render.call(1).reject(cause);
      const kept = await waitFor(actor, (s) => s.context.problem !== null);
      expect(kept.context.problem).toBe('Error generating QR code. Please try again.');
      expect(kept.context.preview).toEqual(first.context.preview);
      expect(logError.mock.calls[0]?.[1]).toEqual({ error: cause });
      actor.send({ type: 'url.submit' });
      expect(render.calls).toHaveLength(3);
    });

    it('with no earlier code, says what is wrong and offers nothing to download', async () => {
      const { actor, type, render } = start();
      type(`https://a.example/${'a'.repeat(3000)}`);
      actor.send({ type: 'url.submit' });
      render.call(0).reject(tooLong);
      const failed = await waitFor(actor, (s) => s.hasTag('failed'));
      expect(failed.context.problem).toMatch(/at most 2,331 characters/);
      expect(failed.context.preview).toBeNull();
      expect(failed.can({ type: 'qr.download' })).toBe(false);
      expect(failed.can({ type: 'qr.copy' })).toBe(false);
    });

    it('Enter tries again', async () => {
      const { actor, type, render } = start();
      type('https://a.example');
      actor.send({ type: 'url.submit' });
      render.call(0).reject(new Error('flaky'));
      await waitFor(actor, (s) => s.hasTag('failed'));
      actor.send({ type: 'url.submit' });
      expect(render.calls).toHaveLength(2);
      render.call(1).resolve(image('a'));
      await waitFor(actor, (s) => s.hasTag('ready') && s.context.problem === null);
    });

    it('removing the logo tries again without it', async () => {
      const { actor, type, render } = start();
      actor.send({ type: 'logo.add', file: logo });
      type('https://a.example');
      actor.send({ type: 'url.submit' });
      render.call(0).reject(notAnImage);
      await waitFor(actor, (s) => s.hasTag('failed'));
      actor.send({ type: 'logo.remove' });
      expect(render.call(1).input.logo).toBeNull();
    });
  });

  it('stopping the screen abandons the code being made', () => {
    const { actor, type, render } = start();
    type('https://a.example');
    actor.send({ type: 'url.submit' });
    actor.stop();
    expect(render.call(0).signal.aborted).toBe(true);
  });

  it('fails with the documented message when the app forgot to provide the renderer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(qrCodeGeneratorMachine).start();
    actor.send({ type: 'url.change', value: 'https://a.example' });
    actor.send({ type: 'url.submit' });
    const failed = await waitFor(actor, (s) => s.hasTag('failed'));
    expect(failed.context.problem).toBe(QR_MESSAGES.failed);
  });

  it('works with fakes that settle on their own', async () => {
    const actor = createActor(
      qrCodeGeneratorMachine.provide({
        actors: {
          renderQr: fromAbortablePromise(() => Promise.resolve(image('x'))),
          copyImage: fromAbortablePromise(() => Promise.reject(new Error('no clipboard'))),
        },
        actions: { logError: () => undefined },
      }),
    ).start();
    actor.send({ type: 'url.change', value: 'https://a.example' });
    // The real 300 ms typing pause runs here; the test's own timeout is the deadline.
    const ready = await waitFor(actor, (s) => s.hasTag('ready'));
    expect(ready.context.preview?.src).toBe(image('x').src);
    actor.send({ type: 'qr.copy' });
    const failed = await waitFor(actor, (s) => s.context.notice !== null);
    expect(failed.context.notice?.text).toBe(QR_MESSAGES.copyFailed);
  });
});
