import { describe, expect, it } from 'vitest';
import {
  COMMENT_DOWNLOAD_FAILED,
  commentDownloadStatus,
  commentDownloadSummary,
  readCommentDownloaderInput,
} from './commentDownload';
import type { VideoComment } from '@/domain/tool-kit/videoComments';

const INVALID = 'Invalid YouTube URL. Please enter a valid YouTube video URL.';

describe('readCommentDownloaderInput', () => {
  it('reads a bare id and watch, short, embed and shorts links', () => {
    for (const text of [
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(readCommentDownloaderInput(text)).toEqual({ ok: true, value: 'dQw4w9WgXcQ' });
    }
  });

  it('answers an invalid or blank link with the documented message', () => {
    for (const text of ['https://vimeo.com/12345', 'not a video', '', undefined]) {
      expect(readCommentDownloaderInput(text)).toEqual({ ok: false, error: INVALID });
    }
  });
});

describe('commentDownloadStatus (docs/product.md, comment-downloader)', () => {
  it("says 'API Error ({status}): …' for an answer that was not 200", () => {
    expect(commentDownloadStatus('Comments are turned off for this video.', 403)).toBe(
      'API Error (403): Comments are turned off for this video.',
    );
    expect(commentDownloadStatus('Video not found', 404)).toBe('API Error (404): Video not found');
  });

  it("says 'Error: …' without a status, with 0 (no answer) or with 200", () => {
    expect(commentDownloadStatus('Offline')).toBe('Error: Offline');
    expect(commentDownloadStatus('Offline', 0)).toBe('Error: Offline');
    expect(commentDownloadStatus('Odd', 200)).toBe('Error: Odd');
    expect(COMMENT_DOWNLOAD_FAILED).toBe(
      'Error: Could not download the comments. Please try again.',
    );
  });
});

describe('commentDownloadSummary', () => {
  const comments = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: String(i) }) as VideoComment);

  it('counts the comments read, and says when the video has more', () => {
    expect(commentDownloadSummary({ videoId: 'v', comments: comments(1000), more: true })).toBe(
      'Read the newest 1,000 comments; the video has more.',
    );
    expect(commentDownloadSummary({ videoId: 'v', comments: comments(1), more: false })).toBe(
      'Read 1 comment.',
    );
    expect(commentDownloadSummary({ videoId: 'v', comments: [], more: false })).toBe(
      'No comments found.',
    );
  });
});
