import { fromCallback } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import type { RandomFill } from '@/domain/tools/comment-picker/commentPickerDraw';
import {
  commentDrawMachine,
  commentPickerMachine,
} from '@/machines/tools/comment-picker/commentPickerMachine';
import { startConfetti } from '@/services/browser/confetti';
import { loadPickerComments } from '@/services/tools/comment-picker/commentPicker';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { youtubeClient } from '@/app/providers/youtubeClient';
import type { CommentPickerScreenProps } from '@/screens/tools/comment-picker/CommentPickerScreen';

/** The comment picker's comments on the YouTube Data API, with the units each load spent. */
export const commentPickerLogic = commentPickerMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), loadPickerComments, input, signal),
    ),
  },
});

/** The draw, with canvas-confetti for the burst. */
export const commentDrawLogic = commentDrawMachine.provide({
  actors: { confetti: fromCallback(() => startConfetti()) },
});

/** The winner's random words: the browser's cryptographic generator. */
export const commentPickerRandom: RandomFill = (words) => crypto.getRandomValues(words);

/** What the comment picker screen gets from the app, read as the route renders. */
export const screenProps = (): CommentPickerScreenProps => ({
  logic: commentPickerLogic,
  drawLogic: commentDrawLogic,
  random: commentPickerRandom,
});
