import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import type { CommentFile } from '@/domain/tools/comment-downloader/commentFiles';
import { commentDownloaderMachine } from '@/machines/tools/comment-downloader/commentDownloaderMachine';
import { downloadBlob } from '@/services/browser/saveFile';
import { downloadComments } from '@/services/tools/comment-downloader/commentDownload';
import { youtubeClient } from '@/app/providers/youtubeClient';
import type { CommentDownloaderScreenProps } from '@/screens/tools/comment-downloader/CommentDownloaderScreen';

/** The comment downloader on the YouTube Data API, metering each run's units. */
export const commentDownloaderLogic = commentDownloaderMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      downloadComments(await youtubeClient(), input, signal),
    ),
  },
});

/** Saves a comment file the page built (no request). */
export const saveCommentFile = (file: CommentFile) =>
  downloadBlob(new Blob([file.content], { type: file.mimeType }), file.name);

/** What the comment downloader screen gets from the app, read as the route renders. */
export const screenProps = (): CommentDownloaderScreenProps => ({
  logic: commentDownloaderLogic,
  saveFile: saveCommentFile,
});
