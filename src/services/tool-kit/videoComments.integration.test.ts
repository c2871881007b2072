/** A video's comments from the YouTube emulator: the giveaway's 1,000, none, turned off. */
import { describe, expect, it } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import {
  commentHeavyVideoId,
  commentsDisabledVideoId,
  noCommentsVideoId,
} from '../../../sandbox/youtube/dataset';
import { fetchVideoComments } from './videoComments';
import { freshSignal, useYouTubeSandbox } from './youtubeSandbox.testkit';

describe('fetchVideoComments against the sandbox', () => {
  const client = useYouTubeSandbox();

  it('reads the first 1,000 of the giveaway’s 1,650 comments for 10 units', async () => {
    const { result, units, requests } = await client().withMeter((yt) =>
      fetchVideoComments(yt, commentHeavyVideoId, freshSignal(), () => {}),
    );
    expect(result.comments).toHaveLength(1000);
    expect(result.more).toBe(true);
    expect(new Set(result.comments.map((comment) => comment.id)).size).toBe(1000);
    expect(result.comments.every((comment) => !/<[a-z]/i.test(comment.text))).toBe(true);
    expect(units).toBe(10);
    expect(requests).toBe(10);
  });

  it('gives an empty list for a video nobody has commented on', async () => {
    const { comments, more } = await fetchVideoComments(
      client(),
      noCommentsVideoId,
      freshSignal(),
      () => {},
    );
    expect(comments).toEqual([]);
    expect(more).toBe(false);
  });

  it('says when comments are turned off', async () => {
    const failure: unknown = await fetchVideoComments(
      client(),
      commentsDisabledVideoId,
      freshSignal(),
      () => {},
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe(
      'Comments are turned off for this video.',
    );
  });
});
