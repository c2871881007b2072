/** What the main thread and the captions-file worker say to each other. */
import type { CaptionFile } from '@/domain/tools/youtube-transcript/transcript';
import type { PackedCues } from './packedCues';

export interface CaptionFileRequest {
  content: Blob;
  name: string;
}

export type CaptionFileReply =
  /** The file without its cues, which come packed (their texts are slices of `file.text`). */
  | { ok: true; file: Omit<CaptionFile, 'cues'>; cues: PackedCues }
  /** `message`: the visitor's text when the file itself is at fault, else null. */
  | { ok: false; message: string | null; detail: string };
