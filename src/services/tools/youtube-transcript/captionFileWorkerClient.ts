/**
 * The main thread's side of the captions-file worker: one worker per file, ended when it answers
 * or the read is aborted (a newer file, leaving the page). A file the parser refuses keeps its
 * text for the visitor ('No captions found in that file…'); anything else is a plain error.
 */
import type { CaptionFile } from '@/domain/tools/youtube-transcript/transcript';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import { runWorkerJob, type JobWorker } from '@/services/shared/workerJob';
import type { CaptionFileReply, CaptionFileRequest } from './captionFileMessages';
import { unpackCues } from './packedCues';

export type StartCaptionFileWorker = () => JobWorker<CaptionFileRequest, CaptionFileReply>;

/** Vite bundles the worker as its own module chunk. */
export const startCaptionFileWorker: StartCaptionFileWorker = () =>
  new Worker(new URL('./captionFile.worker.ts', import.meta.url), {
    type: 'module',
    name: 'captions',
  });

/** Reads a captions file into timed cues, their text and downloads, in the worker. */
export async function readCaptionFileInWorker(
  request: CaptionFileRequest,
  signal: AbortSignal,
  start: StartCaptionFileWorker = startCaptionFileWorker,
): Promise<CaptionFile> {
  const reply = await runWorkerJob(start, request, signal, 'captions worker');
  if (reply.ok) return { ...reply.file, cues: unpackCues(reply.cues, reply.file.text) };
  if (reply.message !== null) throw new ToolFailure(reply.message, false);
  throw new Error(`captions worker: ${reply.detail}`);
}
