/**
 * The transcript viewer's captions-file worker: decoding and parsing a long `.srt`/`.vtt` file
 * (a 5 MB one holds about 55,000 cues) takes seconds, so it happens here, off the page's thread.
 */
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { CaptionFileReply, CaptionFileRequest } from './captionFileMessages';
import { packCues, packedTransfer } from './packedCues';
import { readCaptionFile } from './transcriptFile';

interface WorkerScope {
  onmessage: ((event: MessageEvent<CaptionFileRequest>) => void) | null;
  postMessage(message: CaptionFileReply, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  data.content
    .text()
    .then((text) => readCaptionFile(text, data.name))
    .then(
      ({ cues, ...file }) => {
        const packed = packCues(cues);
        scope.postMessage({ ok: true, file, cues: packed }, packedTransfer(packed));
      },
      (error: unknown) =>
        scope.postMessage({
          ok: false,
          message: error instanceof ToolFailure ? error.message : null,
          detail: error instanceof Error ? error.message : String(error),
        }),
    );
};
