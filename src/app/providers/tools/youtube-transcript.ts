import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import {
  transcriptFileMachine,
  youtubeTranscriptMachine,
} from '@/machines/tools/youtube-transcript/youtubeTranscriptMachine';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { viewTranscript } from '@/services/tools/youtube-transcript/youtubeTranscript';
import { readCaptionFileInWorker } from '@/services/tools/youtube-transcript/captionFileWorkerClient';
import { youtubeClient } from '@/app/providers/youtubeClient';
import type { YoutubeTranscriptScreenProps } from '@/screens/tools/youtube-transcript/YoutubeTranscriptScreen';

/** The transcript viewer on timedtext (no Data API quota), falling back to the captioned player. */
export const youtubeTranscriptLogic = youtubeTranscriptMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), viewTranscript, input, signal),
    ),
  },
});

/** Captions files the visitor gives, read with media-captions in a Web Worker. */
export const transcriptFileLogic = transcriptFileMachine.provide({
  actors: {
    read: fromAbortablePromise(({ input, signal }) => readCaptionFileInWorker(input, signal)),
  },
});

/** What the transcript screen gets from the app, read as the route renders. */
export const screenProps = (): YoutubeTranscriptScreenProps => ({
  logic: youtubeTranscriptLogic,
  fileLogic: transcriptFileLogic,
});
