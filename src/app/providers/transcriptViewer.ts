import { fromAbortablePromise } from '@/machines/fromAbortablePromise';
import { transcriptFileMachine, transcriptViewerMachine } from '@/machines/transcriptViewerMachine';
import { runYouTubeTool } from '@/services/tools/toolRun';
import { viewTranscript } from '@/services/tools/transcriptViewer';
import { readCaptionFile } from '@/services/tools/transcriptViewerFile';
import { youtubeClient } from './youtubeClient';

/** The transcript viewer on timedtext (no Data API quota), falling back to the captioned player. */
export const transcriptViewerLogic = transcriptViewerMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), viewTranscript, input, signal),
    ),
  },
});

/** Captions files the visitor gives, read with media-captions (loaded on the first file). */
export const transcriptFileLogic = transcriptFileMachine.provide({
  actors: {
    read: fromAbortablePromise(({ input }) => readCaptionFile(input.text, input.name)),
  },
});
