import { describe, expect, it, vi } from 'vitest';
import {
  TRANSCRIPT_FILE_MESSAGES,
  transcriptText,
} from '@/domain/tools/youtube-transcript/transcript';
import { transcriptDownloads } from '@/domain/tools/youtube-transcript/transcriptCues';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { JobWorker } from '@/services/shared/workerJob';
import type { CaptionFileReply, CaptionFileRequest } from './captionFileMessages';
import { readCaptionFileInWorker } from './captionFileWorkerClient';
import { packCues } from './packedCues';

/** A worker that answers each request with `reply` (or never, when it is null). */
function fakeWorker(reply: CaptionFileReply | null) {
  const sent: CaptionFileRequest[] = [];
  const terminate = vi.fn();
  const worker: JobWorker<CaptionFileRequest, CaptionFileReply> = {
    onmessage: null,
    onerror: null,
    postMessage(request) {
      sent.push(request);
      if (reply) {
        queueMicrotask(() => worker.onmessage?.({ data: reply } as MessageEvent<CaptionFileReply>));
      }
    },
    terminate,
  };
  return { start: () => worker, sent, terminate };
}

const request = { content: new Blob(['1\n00:00:01,000 --> 00:00:02,000\nHi']), name: 'a.srt' };
const signal = () => new AbortController().signal;

describe('readCaptionFileInWorker', () => {
  it('sends the file to the worker, returns its cues unpacked and ends the worker', async () => {
    const cues = [
      { startMs: 1_000, endMs: 2_000, text: 'Hi' },
      { startMs: 2_500, endMs: 4_000, text: 'there you are' },
    ];
    const file = {
      name: 'a.srt',
      format: 'srt' as const,
      text: transcriptText(cues),
      downloads: transcriptDownloads(cues),
    };
    const worker = fakeWorker({ ok: true, file, cues: packCues(cues) });
    await expect(readCaptionFileInWorker(request, signal(), worker.start)).resolves.toEqual({
      ...file,
      cues,
    });
    expect(worker.sent).toEqual([request]);
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it("keeps the visitor's text for a file the parser refuses", async () => {
    const worker = fakeWorker({
      ok: false,
      message: TRANSCRIPT_FILE_MESSAGES.empty,
      detail: 'no cues',
    });
    const failure = await readCaptionFileInWorker(request, signal(), worker.start).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ToolFailure);
    expect(failure).toMatchObject({ message: TRANSCRIPT_FILE_MESSAGES.empty, retryable: false });
  });

  it('ends the worker when the read is aborted', async () => {
    const worker = fakeWorker(null);
    const controller = new AbortController();
    const read = readCaptionFileInWorker(request, controller.signal, worker.start);
    controller.abort();
    await expect(read).rejects.toBeDefined();
    expect(worker.terminate).toHaveBeenCalledOnce();
  });
});
