/**
 * The transcript viewer (docs/product.md, youtube-transcript):
 * `/tools/youtube-transcript/{videoId}` fetches the video's captions; the app provides `run`
 * (timedtext, falling back to the captioned player). Beside it, `transcriptFileMachine` reads a
 * captions file the visitor gives (an extra):
 *
 *   empty ──file.read──▶ reading ──done──▶ loaded
 * ▲                     └──error──▶ failed      (file.read again from anywhere; file.clear → empty)
 *
 * A file over MAX_CAPTION_FILE_BYTES goes straight to failed, unread. The app's `read` parses in
 * a Web Worker, so a long file never blocks the page.
 */
import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import {
  MAX_CAPTION_FILE_BYTES,
  TRANSCRIPT_FILE_MESSAGES,
  TRANSCRIPT_MESSAGES,
  videoIdForTranscript,
  type CaptionFile,
  type TranscriptResult,
} from '@/domain/tools/youtube-transcript/transcript';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import { notProvided } from '@/machines/shared/notProvided';
import { createToolRunMachine } from '@/machines/tool-kit/toolRunMachine';

export const youtubeTranscriptMachine = createToolRunMachine<string, TranscriptResult>(
  'transcriptViewer',
  { parse: videoIdForTranscript, failureMessage: TRANSCRIPT_MESSAGES.failed },
);

export type YoutubeTranscriptLogic = typeof youtubeTranscriptMachine;

/**
 * A captions file (pasted text comes as a Blob too) and its name (the name tells .srt from .vtt;
 * '' for pasted text).
 */
export interface CaptionFileInput {
  content: Blob;
  name: string;
}

export interface TranscriptFileContext {
  file: CaptionFile | null;
  error: string | null;
}

export type TranscriptFileEvent =
  ({ type: 'file.read' } & CaptionFileInput) | { type: 'file.clear' };

export const transcriptFileMachine = setup({
  types: {
    context: {} as TranscriptFileContext,
    events: {} as TranscriptFileEvent,
    tags: {} as 'reading',
  },
  actors: {
    read: fromAbortablePromise<CaptionFile, CaptionFileInput>(
      notProvided('transcriptFile', 'read'),
    ),
  },
}).createMachine({
  id: 'transcriptFile',
  context: { file: null, error: null },
  initial: 'empty',
  on: {
    'file.read': [
      {
        guard: ({ event }) => event.content.size > MAX_CAPTION_FILE_BYTES,
        target: '.failed',
        actions: assign({ error: TRANSCRIPT_FILE_MESSAGES.tooLarge }),
      },
      { target: '.reading', reenter: true, actions: assign({ error: null }) },
    ],
    'file.clear': { target: '.empty', actions: assign({ file: null, error: null }) },
  },
  states: {
    empty: {},
    reading: {
      tags: 'reading',
      invoke: {
        src: 'read',
        input: ({ event }) =>
          event.type === 'file.read'
            ? { content: event.content, name: event.name }
            : { content: new Blob([]), name: '' },
        onDone: { target: 'loaded', actions: assign({ file: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              isToolFailure(event.error)
                ? event.error.message
                : TRANSCRIPT_FILE_MESSAGES.unreadable,
          }),
        },
      },
    },
    loaded: {},
    failed: {},
  },
});

export type TranscriptFileLogic = typeof transcriptFileMachine;
