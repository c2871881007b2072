import {
  COMMENT_DOWNLOAD_FAILED,
  readCommentDownloaderInput,
} from '@/domain/tools/comment-downloader/commentDownload';
import type { VideoComments } from '@/domain/tool-kit/videoComments';
import { createToolRunMachine } from '@/machines/tool-kit/toolRunMachine';

/**
 * The comment downloader (docs/product.md, comment-downloader):
 * `/tools/comment-downloader/{videoId}` reads up to 1,000 comments of that video, reporting each
 * page; the app provides `run`, whose failures already read as the status line ('API Error (403):
 * …' / 'Error: …').
 */
export const commentDownloaderMachine = createToolRunMachine<string, VideoComments>(
  'commentDownloader',
  { parse: readCommentDownloaderInput, failureMessage: COMMENT_DOWNLOAD_FAILED },
);

export type CommentDownloaderLogic = typeof commentDownloaderMachine;
