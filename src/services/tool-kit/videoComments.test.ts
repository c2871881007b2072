/** Reading a video's comments on a scripted API: pages, plain text, limits and failures. */
import { describe, expect, it } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import type { ToolProgress } from '@/domain/tool-kit/toolProgress';
import { apiError, list } from '@/services/youtube/fakeFetch.testkit';
import { commentThread, fakeYouTube } from './toolTests.testkit';
import { fetchVideoComments } from './videoComments';

const signal = () => new AbortController().signal;

const thread = (n: number, channelId: string | null = `UCauthor${n}`) =>
  commentThread(
    n,
    'dQw4w9WgXcQ',
    {
      authorDisplayName: `@author${n}`,
      authorProfileImageUrl: `https://yt3.test/a${n}.jpg`,
      ...(channelId ? { authorChannelId: { value: channelId } } : {}),
      textDisplay: `Comment <b>${n}</b> & more`,
      textOriginal: `Comment <b>${n}</b> & more`,
      likeCount: n,
    },
    { totalReplyCount: 2 },
  );

const page = (start: number, next?: string) =>
  list(
    Array.from({ length: 100 }, (_, i) => thread(start + i)),
    next ? { nextPageToken: next } : {},
  );

describe('fetchVideoComments', () => {
  it('reads 10 pages of 100 in plain text and stops there, reporting each page', async () => {
    const { yt, fetch } = fakeYouTube(({ params }) => {
      const index = params.pageToken ? Number(params.pageToken) : 0;
      return page(index * 100, String(index + 1));
    });
    const progress: ToolProgress[] = [];
    const result = await fetchVideoComments(yt, 'dQw4w9WgXcQ', signal(), (p) => progress.push(p));

    expect(result.comments).toHaveLength(1000);
    expect(result.more).toBe(true);
    expect(fetch.requests).toHaveLength(10);
    expect(fetch.requests[0]?.params).toMatchObject({
      part: 'snippet',
      videoId: 'dQw4w9WgXcQ',
      maxResults: '100',
      textFormat: 'plainText',
    });
    expect(progress.at(0)).toEqual({ pages: 1, items: 100, total: 1000 });
    expect(progress.at(-1)).toEqual({ pages: 10, items: 1000, total: 1000 });
  });

  it('keeps the text as written, names the commenter and their channel', async () => {
    const { yt } = fakeYouTube(() => list([thread(7), thread(8, null)]));
    const { comments, more } = await fetchVideoComments(yt, 'dQw4w9WgXcQ', signal(), () => {});
    expect(more).toBe(false);
    expect(comments[0]).toEqual({
      id: 'thread7',
      author: '@author7',
      authorChannelId: 'UCauthor7',
      authorAvatarUrl: 'https://yt3.test/a7.jpg',
      text: 'Comment <b>7</b> & more',
      publishedAt: '2026-11-01T10:00:00Z',
      likeCount: 7,
      replyCount: 2,
    });
    expect(comments[1]?.authorChannelId).toBeNull();
  });

  it('says comments are turned off, with the answer’s status, and not to try again', async () => {
    const { yt } = fakeYouTube(() => apiError(403, 'commentsDisabled'));
    const failure: unknown = await fetchVideoComments(yt, 'MayaNoCmt0A', signal(), () => {}).catch(
      (error: unknown) => error,
    );
    expect(isToolFailure(failure) && [failure.message, failure.status, failure.retryable]).toEqual([
      'Comments are turned off for this video.',
      403,
      false,
    ]);
  });

  it("says 'Video not found' for an unknown video", async () => {
    const { yt } = fakeYouTube(() => apiError(404, 'videoNotFound'));
    const failure: unknown = await fetchVideoComments(yt, 'xxxxxxxxxxx', signal(), () => {}).catch(
      (error: unknown) => error,
    );
    expect(isToolFailure(failure) && [failure.message, failure.status]).toEqual([
      'Video not found',
      404,
    ]);
  });
});
