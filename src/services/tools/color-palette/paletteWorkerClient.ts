/**
 * The main thread's side of the palette worker: one worker per job, ended when the job answers
 * or its signal aborts (leaving the screen, Reset, a new image). Failures become the visitor's
 * texts here: an undecodable file reads 'This image could not be read…' (no use trying it
 * again), anything else is the retryable general failure.
 */
import type { PaletteExtraction } from '@/domain/tools/color-palette/palette';
import {
  PALETTE_MESSAGES,
  type PaletteExportRequest,
} from '@/domain/tools/color-palette/paletteExport';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import { runWorkerJob, type JobWorker } from '@/services/shared/workerJob';
import type { PaletteReply, PaletteRequest } from './paletteMessages';

/** The part of `Worker` used here (tests pass a fake). */
export type PaletteWorker = JobWorker<PaletteRequest, PaletteReply>;

export type StartPaletteWorker = () => PaletteWorker;

/** Vite bundles the worker as its own module chunk. */
export const startPaletteWorker: StartPaletteWorker = () =>
  new Worker(new URL('./palette.worker.ts', import.meta.url), {
    type: 'module',
    name: 'palette',
  });

async function ask(
  request: PaletteRequest,
  signal: AbortSignal,
  start: StartPaletteWorker,
): Promise<PaletteReply & { ok: true }> {
  const reply = await runWorkerJob(start, request, signal, 'palette worker');
  if (reply.ok) return reply;
  if (reply.reason === 'unreadable') throw new ToolFailure(PALETTE_MESSAGES.unreadable, false);
  throw new Error(`palette worker: ${reply.detail}`);
}

/** Decodes, scales and reads the image in the worker; its palette and the scaled picture. */
export async function extractPaletteInWorker(
  file: Blob,
  signal: AbortSignal,
  start: StartPaletteWorker = startPaletteWorker,
): Promise<PaletteExtraction> {
  const reply = await ask({ kind: 'extract', file }, signal, start);
  if (reply.kind !== 'extract') throw new Error('palette worker: unexpected answer');
  return reply.extraction;
}

/** Draws an export (the 1600×800 palette or the 4K gradient) in the worker as a PNG. */
export async function renderPaletteExport(
  request: PaletteExportRequest,
  signal: AbortSignal,
  start: StartPaletteWorker = startPaletteWorker,
): Promise<Blob> {
  const reply = await ask(request, signal, start);
  if (reply.kind !== 'image') throw new Error('palette worker: unexpected answer');
  return reply.blob;
}
