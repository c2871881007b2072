/** What the main thread and the captions-file worker say to each other. */
import type { CaptionFile } from '@/domain/tools/youtube-transcript/transcript';

export interface CaptionFileRequest {
  content: Blob;
  name: string;
}

export type CaptionFileReply =
  | { ok: true; file: CaptionFile }
  /** `message`: the visitor's text when the file itself is at fault, else null. */
  | { ok: false; message: string | null; detail: string };
