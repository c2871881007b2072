/**
 * The transcript viewer (docs/product.md, youtube-transcript). A run gives either the video's
 * English transcript (timedtext srv3, its text elements joined) or, on any failure but bad input,
 * the embedded player with English captions forced on ('Video loaded with captions'): the real
 * endpoint often answers an empty 200, and browsers are often refused it cross-origin.
 *
 * Where the documented failure texts go (decision): 'No transcript found' is the reason shown under
 * the fallback when timedtext answered but held no captions; 'Failed to fetch captions' the reason
 * when the request itself failed (network, refused cross-origin, an unreadable answer); 'Failed
 * to load transcript. The video might not have captions available.' is the red box's text for a
 * run that fails in any other way (it cannot fall back), and the machine's general failure text.
 * Before falling back, the run asks whether the video exists: 'Video not found' (red box, no
 * player) for an unknown or deleted one.
 */
import type { InputResult } from '@/domain/tool-kit/inputResult';
import { SHARED_TOOL_MESSAGES } from '@/domain/tool-kit/toolFailure';
import { INVALID_VIDEO_URL_MESSAGE, readVideoId } from '@/domain/tool-kit/videoUrl';

export const TRANSCRIPT_MESSAGES = {
  /** Bad input (the same text as the thumbnail downloader's). */
  invalid: INVALID_VIDEO_URL_MESSAGE,
  /** The red box. */
  failed: 'Failed to load transcript. The video might not have captions available.',
  /** The request failed; the fallback player follows. */
  fetchFailed: 'Failed to fetch captions',
  /** Timedtext held no captions; triggers the fallback player. */
  noTranscript: 'No transcript found',
  /** Timedtext held nothing and the platform does not know the video (unknown or deleted). */
  videoNotFound: SHARED_TOOL_MESSAGES.videoNotFound,
  /** The fallback's message. */
  captioned: 'Video loaded with captions',
  /** The success message of a loaded transcript. */
  loaded: 'Transcript loaded successfully',
} as const;

/**
 * The largest captions file read: 10 MB holds about 110,000 cues, a day and more of speech
 * (a 5 MB SubRip file of a long stream has about 55,000), while a bigger one would take the
 * browser minutes and most of its memory.
 */
export const MAX_CAPTION_FILE_BYTES = 10 * 1024 * 1024;

/** The cap as the visitor reads it, in the file box's hint and its refusal. */
export const MAX_CAPTION_FILE_SIZE = '10 MB';

/** A captions file the visitor gives (an extra). */
export const TRANSCRIPT_FILE_MESSAGES = {
  empty: 'No captions found in that file. Choose a .srt or .vtt captions file.',
  unreadable: 'That file could not be read. Choose a .srt or .vtt captions file.',
  tooLarge: `That file is over ${MAX_CAPTION_FILE_SIZE}. Choose a captions file of ${MAX_CAPTION_FILE_SIZE} or less.`,
} as const;

/** The caption language asked of timedtext and forced on in the fallback player. */
export const TRANSCRIPT_LANGUAGE = 'en';

/** One caption with its time span, in milliseconds from the start of the video. */
export interface TimedCue {
  startMs: number;
  endMs: number;
  text: string;
}

export type FallbackReason =
  typeof TRANSCRIPT_MESSAGES.noTranscript | typeof TRANSCRIPT_MESSAGES.fetchFailed;

/**
 * A transcript's two files, made once where the transcript is read (the captions-file worker for
 * a file): a Blob crosses from a worker without being copied, and the page only names it.
 */
export interface TranscriptDownloads {
  /** One line per cue, its start in brackets (`cuesToText`). */
  txt: Blob;
  /** SubRip (`cuesToSrt`). */
  srt: Blob;
}

export type TranscriptResult =
  | {
      kind: 'transcript';
      videoId: string;
      text: string;
      cues: TimedCue[];
      downloads: TranscriptDownloads;
    }
  | { kind: 'captioned-player'; videoId: string; reason: FallbackReason };

export type LoadedTranscript = Extract<TranscriptResult, { kind: 'transcript' }>;

/** A transcript from a captions file the visitor gave (.srt or .vtt). */
export interface CaptionFile {
  name: string;
  format: CaptionFormat;
  cues: TimedCue[];
  /** The cues' text joined (`transcriptText`): the text box and 'Copy to Clipboard'. */
  text: string;
  downloads: TranscriptDownloads;
}

export type CaptionFormat = 'srt' | 'vtt';

/** The box: a bare id or a watch, short-link, embed or shorts URL. */
export function readTranscriptInput(text: string): InputResult<string> {
  return readVideoId(text, { invalid: TRANSCRIPT_MESSAGES.invalid });
}

/** The route parameter (`/tools/youtube-transcript/{videoId}`) the run is for. */
export function videoIdForTranscript(param: string | null | undefined): InputResult<string> {
  return readTranscriptInput(param ?? '');
}

/** The transcript's text, as the text box shows and 'Copy to Clipboard' copies it. */
export function transcriptText(cues: readonly TimedCue[]): string {
  return cues
    .map((cue) => cue.text)
    .filter((text) => text !== '')
    .join(' ');
}
