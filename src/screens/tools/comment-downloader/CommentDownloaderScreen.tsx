import { CommentDownloaderResult } from '@/components/tools/comment-downloader/CommentDownloaderResult';
import {
  commentDownloadSummary,
  readCommentDownloaderInput,
} from '@/domain/tools/comment-downloader/commentDownload';
import { ROUTES } from '@/domain/routing/routeTable';
import { commentFile, type CommentFile } from '@/domain/tools/comment-downloader/commentFiles';
import { COMMENT_NOUN } from '@/domain/tool-kit/videoComments';
import type { CommentDownloaderLogic } from '@/machines/tools/comment-downloader/commentDownloaderMachine';
import { SearchToolScreen } from '@/screens/tool-kit';

export interface CommentDownloaderScreenProps {
  /** The comments run with `run` provided (app, or story fakes). */
  logic: CommentDownloaderLogic;
  /** Saves a file the page built (the app: a Blob download; stories: a spy). */
  saveFile: (file: CommentFile) => void;
}

/**
 * /tools/comment-downloader and /tools/comment-downloader/{videoId} (docs/product.md,
 * comment-downloader).
 */
export function CommentDownloaderScreen({ logic, saveFile }: CommentDownloaderScreenProps) {
  return (
    <SearchToolScreen
      logic={logic}
      param="videoId"
      title="Comment Downloader"
      description="Paste a YouTube video link to save its newest comments (up to 1,000) as a text file, or as CSV or JSON for a spreadsheet or a script."
      search={{
        label: 'YouTube video URL',
        placeholder: 'https://www.youtube.com/watch?v=...',
        submitLabel: 'Get Comments',
        read: readCommentDownloaderInput,
        pathFor: ROUTES['comment-downloader'].to,
      }}
      runningLabel="Fetching comments..."
      progressNoun={COMMENT_NOUN}
      resultSummary={commentDownloadSummary}
    >
      {(result) => (
        <CommentDownloaderResult
          result={result}
          onDownload={(format) => saveFile(commentFile(format, result))}
        />
      )}
    </SearchToolScreen>
  );
}
