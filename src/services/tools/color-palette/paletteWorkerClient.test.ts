import { describe, expect, it, vi } from 'vitest';
import { PALETTE_MESSAGES } from '@/domain/tools/color-palette/paletteExport';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { PaletteReply, PaletteRequest } from './paletteMessages';
import {
  extractPaletteInWorker,
  renderPaletteExport,
  type PaletteWorker,
} from './paletteWorkerClient';

/** A worker that answers each request with `reply` (or never, when it is null). */
function fakeWorker(reply: ((request: PaletteRequest) => PaletteReply) | null) {
  const sent: PaletteRequest[] = [];
  const terminate = vi.fn();
  const worker: PaletteWorker = {
    onmessage: null,
    onerror: null,
    postMessage(request) {
      sent.push(request);
      if (reply) {
        queueMicrotask(() =>
          worker.onmessage?.({ data: reply(request) } as MessageEvent<PaletteReply>),
        );
      }
    },
    terminate,
  };
  return { start: () => worker, sent, terminate };
}

const picture = { width: 1, height: 1, rgba: new Uint8ClampedArray(4) };
const file = new Blob(['png'], { type: 'image/png' });

describe('extractPaletteInWorker', () => {
  it('sends the file, returns the palette and ends the worker', async () => {
    const worker = fakeWorker(() => ({
      ok: true,
      kind: 'extract',
      extraction: { colors: ['#d83030'], picture },
    }));
    const result = await extractPaletteInWorker(file, new AbortController().signal, worker.start);
    expect(result.colors).toEqual(['#d83030']);
    expect(worker.sent).toEqual([{ kind: 'extract', file }]);
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it('an undecodable image reads as the visitor text, not worth retrying', async () => {
    const worker = fakeWorker(() => ({ ok: false, reason: 'unreadable', detail: 'bad png' }));
    const failure = await extractPaletteInWorker(
      file,
      new AbortController().signal,
      worker.start,
    ).catch((error: unknown) => error);
    expect(failure).toEqual(new ToolFailure(PALETTE_MESSAGES.unreadable, false));
    expect((failure as ToolFailure).retryable).toBe(false);
  });

  it('any other failure is a plain error (the machine says the general text)', async () => {
    const worker = fakeWorker(() => ({ ok: false, reason: 'failed', detail: 'no 2D context' }));
    await expect(
      extractPaletteInWorker(file, new AbortController().signal, worker.start),
    ).rejects.toThrow('palette worker: no 2D context');
  });

  it('aborting ends the worker at once', async () => {
    const worker = fakeWorker(null);
    const controller = new AbortController();
    const pending = extractPaletteInWorker(file, controller.signal, worker.start);
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(worker.terminate).toHaveBeenCalledOnce();
  });
});

describe('renderPaletteExport', () => {
  it('returns the PNG the worker drew', async () => {
    const blob = new Blob(['png'], { type: 'image/png' });
    const worker = fakeWorker(() => ({ ok: true, kind: 'image', blob }));
    const plan = { width: 1600, height: 800, columns: [] };
    await expect(
      renderPaletteExport(
        { kind: 'palette-image', plan },
        new AbortController().signal,
        worker.start,
      ),
    ).resolves.toBe(blob);
  });
});
