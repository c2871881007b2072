/** The picker's run on a scripted API: comments, none, and the failures it passes on. */
import { describe, expect, it } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import { apiError, list } from '@/services/youtube/fakeFetch.testkit';
import { loadPickerComments } from './commentPicker';
import { commentThread, fakeYouTube } from '@/services/tool-kit/toolTests.testkit';

const signal = () => new AbortController().signal;

const thread = (n: number) =>
  commentThread(
    n,
    'JVgiveAway8',
    {
      authorDisplayName: `@fan${n}`,
      authorChannelId: { value: `UCfan${n}` },
      textDisplay: `I'm in ${n}`,
      textOriginal: `I'm in ${n}`,
    },
    { totalReplyCount: 0 },
  );

const failureOf = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

describe('loadPickerComments', () => {
  it('gives the comments with progress', async () => {
    const { yt } = fakeYouTube(() => list([thread(1), thread(2)]));
    const progress: unknown[] = [];
    const result = await loadPickerComments(yt, 'JVgiveAway8', signal(), (p) => progress.push(p));
    expect(result.comments.map((comment) => comment.author)).toEqual(['@fan1', '@fan2']);
    expect(progress).toEqual([{ pages: 1, items: 2, total: 1000 }]);
  });

  it("says 'No comments found.' (not retryable) for a video without comments", async () => {
    const { yt } = fakeYouTube(() => list([]));
    const failure = await failureOf(loadPickerComments(yt, 'FreshNoCmt0', signal(), () => {}));
    expect(isToolFailure(failure) && [failure.message, failure.retryable]).toEqual([
      'No comments found.',
      false,
    ]);
  });

  it('passes on turned-off comments in those words', async () => {
    const { yt } = fakeYouTube(() => apiError(403, 'commentsDisabled'));
    const failure = await failureOf(loadPickerComments(yt, 'MayaNoCmt0A', signal(), () => {}));
    expect(isToolFailure(failure) && failure.message).toBe(
      'Comments are turned off for this video.',
    );
  });
});
