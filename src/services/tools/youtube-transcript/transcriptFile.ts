/**
 * A captions file the visitor gives the transcript viewer (a YouTube Studio `.srt` or `.vtt`
 * export), read with `media-captions`, which loads only when a file is read. The app runs it in
 * the captions-file worker (`captionFile.worker.ts`).
 */
import {
  TRANSCRIPT_FILE_MESSAGES,
  transcriptText,
  type CaptionFile,
} from '@/domain/tools/youtube-transcript/transcript';
import {
  captionFormatOf,
  plainCueText,
  transcriptDownloads,
} from '@/domain/tools/youtube-transcript/transcriptCues';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import { decodeEntities } from '@/services/youtube/transcript';

/**
 * Reads `text` as SubRip or WebVTT (by `name`, else by its header) into timed cues, with their
 * joined text and the `.txt` and `.srt` downloads: in the worker, the page only shows them (a
 * 5 MB file's two downloads took ~95 ms each on the page's thread).
 */
export async function readCaptionFile(text: string, name = ''): Promise<CaptionFile> {
  const format = captionFormatOf(text, name);
  const { parseText } = await import('media-captions');
  let parsed: Awaited<ReturnType<typeof parseText>>;
  try {
    parsed = await parseText(text.replace(/^\uFEFF/, ''), { type: format });
  } catch {
    throw new ToolFailure(TRANSCRIPT_FILE_MESSAGES.unreadable, false);
  }
  const cues = parsed.cues
    .map((cue) => ({
      startMs: Math.round(cue.startTime * 1000),
      endMs: Math.round(cue.endTime * 1000),
      text: decodeEntities(plainCueText(cue.text)).trim(),
    }))
    .filter((cue) => cue.text !== '');
  if (cues.length === 0) throw new ToolFailure(TRANSCRIPT_FILE_MESSAGES.empty, false);
  return { name, format, cues, text: transcriptText(cues), downloads: transcriptDownloads(cues) };
}
