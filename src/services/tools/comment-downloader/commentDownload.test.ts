/** The comment downloader's run on a scripted API: metered comments and the status texts. */
import { describe, expect, it } from 'vitest';
import {
  isToolFailure,
  ToolFailure,
  YOUTUBE_FAILURE_MESSAGES,
} from '@/domain/tool-kit/toolFailure';
import type { ToolProgress } from '@/domain/tool-kit/toolProgress';
import { apiError, list } from '@/services/youtube/fakeFetch.testkit';
import { downloadComments, toCommentDownloadFailure } from './commentDownload';
import { commentThread, fakeYouTube } from '@/services/tool-kit/toolTests.testkit';

const signal = () => new AbortController().signal;

const thread = (n: number) =>
  commentThread(n, 'dQw4w9WgXcQ', {
    authorDisplayName: `@author${n}`,
    textDisplay: `Comment ${n}`,
    textOriginal: `Comment ${n}`,
  });

/** The failure `downloadComments` rejects with when every request answers `reply`. */
async function failureOf(reply: Parameters<typeof fakeYouTube>[0]) {
  const { yt } = fakeYouTube(reply);
  const failure: unknown = await downloadComments(
    yt,
    { query: 'dQw4w9WgXcQ', onProgress: () => {} },
    signal(),
  ).catch((error: unknown) => error);
  if (!isToolFailure(failure)) throw new Error(`not a ToolFailure: ${String(failure)}`);
  return { message: failure.message, retryable: failure.retryable, status: failure.status };
}

describe('downloadComments', () => {
  it('reads the pages with progress and counts 1 unit per page', async () => {
    const { yt, fetch } = fakeYouTube(({ params }) =>
      params.pageToken ? list([thread(3)]) : list([thread(1), thread(2)], { nextPageToken: 'p2' }),
    );
    const progress: ToolProgress[] = [];
    const { result, units } = await downloadComments(
      yt,
      { query: 'dQw4w9WgXcQ', onProgress: (p) => progress.push(p) },
      signal(),
    );
    expect(result.comments.map((comment) => comment.text)).toEqual([
      'Comment 1',
      'Comment 2',
      'Comment 3',
    ]);
    expect(units).toBe(2);
    expect(fetch.requests.map((request) => request.params.textFormat)).toEqual([
      'plainText',
      'plainText',
    ]);
    expect(progress).toEqual([
      { pages: 1, items: 2, total: 1000 },
      { pages: 2, items: 3, total: 1000 },
    ]);
  });

  it("says comments are turned off as 'API Error (403): …', not worth retrying", async () => {
    await expect(failureOf(() => apiError(403, 'commentsDisabled'))).resolves.toEqual({
      message: 'API Error (403): Comments are turned off for this video.',
      retryable: false,
      status: 403,
    });
  });

  it("says 'API Error (404): Video not found'", async () => {
    await expect(failureOf(() => apiError(404, 'videoNotFound'))).resolves.toMatchObject({
      message: 'API Error (404): Video not found',
      retryable: false,
    });
  });

  it('words a used-up quota with its status, worth retrying', async () => {
    await expect(failureOf(() => apiError(403, 'quotaExceeded'))).resolves.toEqual({
      message: `API Error (403): ${YOUTUBE_FAILURE_MESSAGES.quota}`,
      retryable: true,
      status: 403,
    });
  });

  it("gives YouTube's own message for other answers; a server failure is worth retrying", async () => {
    await expect(
      failureOf(() => apiError(500, 'backendError', 'Backend <b>Error</b>')),
    ).resolves.toEqual({ message: 'API Error (500): Backend Error', retryable: true, status: 500 });
    await expect(failureOf(() => apiError(400, 'invalidParameter'))).resolves.toMatchObject({
      message: 'API Error (400): invalidParameter',
      retryable: false,
    });
  });

  it("says 'Error: …' when no answer came", async () => {
    await expect(
      failureOf(() => Promise.reject(new TypeError('Failed to fetch'))),
    ).resolves.toMatchObject({ message: `Error: ${YOUTUBE_FAILURE_MESSAGES.network}` });
  });
});

describe('toCommentDownloadFailure', () => {
  it("says 'Error: …' for a failure with no status or status 200", () => {
    expect(toCommentDownloadFailure(new ToolFailure('Odd', false))).toMatchObject({
      message: 'Error: Odd',
      retryable: false,
    });
    expect(toCommentDownloadFailure(new ToolFailure('Odd', true, 200))).toMatchObject({
      message: 'Error: Odd',
    });
  });

  it('leaves anything else to the machine’s general text', () => {
    const bug = new TypeError('x is undefined');
    expect(toCommentDownloadFailure(bug)).toBe(bug);
  });
});
