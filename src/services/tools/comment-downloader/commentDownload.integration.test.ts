/** The comment downloader's run against the YouTube emulator, down to the files it saves. */
import { describe, expect, it } from 'vitest';
import { commentFile } from '@/domain/tools/comment-downloader/commentFiles';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import type { ToolProgress } from '@/domain/tool-kit/toolProgress';
import {
  commentHeavyVideoId,
  commentsDisabledVideoId,
  noCommentsVideoId,
} from '../../../../sandbox/youtube/dataset';
import { downloadComments } from './commentDownload';
import { freshSignal, useYouTubeSandbox } from '@/services/tool-kit/youtubeSandbox.testkit';

describe('downloadComments against the sandbox', () => {
  const client = useYouTubeSandbox();
  const run = (videoId: string, key?: string, onProgress: (p: ToolProgress) => void = () => {}) =>
    downloadComments(client(key), { query: videoId, onProgress }, freshSignal());
  const failureOf = async (videoId: string, key?: string) => {
    const failure: unknown = await run(videoId, key).catch((error: unknown) => error);
    return isToolFailure(failure) ? { message: failure.message, retry: failure.retryable } : null;
  };

  it('saves exactly the first 1,000 of the giveaway’s 1,650 comments for 10 units', async () => {
    const progress: ToolProgress[] = [];
    const { result, units } = await run(commentHeavyVideoId, undefined, (p) => progress.push(p));
    expect(units).toBe(10);
    expect(progress.map((p) => p.items)).toEqual([
      100, 200, 300, 400, 500, 600, 700, 800, 900, 1000,
    ]);
    const text = commentFile('txt', result).content;
    const blocks = text.trimEnd().split('\n\n');
    expect(blocks).toHaveLength(1000);
    expect(blocks[0]?.split('\n')[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(commentFile('csv', result).content.split('\r\n').filter(Boolean).length).toBeGreaterThan(
      1000,
    );
  });

  it('gives no comments for a video nobody commented on', async () => {
    const { result } = await run(noCommentsVideoId);
    expect(result.comments).toEqual([]);
  });

  it('says comments are turned off, with the status', async () => {
    await expect(failureOf(commentsDisabledVideoId)).resolves.toEqual({
      message: 'API Error (403): Comments are turned off for this video.',
      retry: false,
    });
  });

  it('says a used-up quota with its status, worth retrying', async () => {
    const failure = await failureOf(commentHeavyVideoId, 'sandbox-quota-exceeded');
    expect(failure?.message).toMatch(/^API Error \(403\): Today's YouTube API quota/);
    expect(failure?.retry).toBe(true);
  });
});
