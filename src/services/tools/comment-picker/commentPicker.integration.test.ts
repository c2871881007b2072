/** The picker's run against the YouTube emulator: the giveaway's first 1,000, none. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PICKER_OPTIONS,
  eligibleEntries,
} from '@/domain/tools/comment-picker/commentPicker';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import { commentHeavyVideoId, noCommentsVideoId } from '../../../../sandbox/youtube/dataset';
import { loadPickerComments } from './commentPicker';
import { freshSignal, useYouTubeSandbox } from '@/services/tool-kit/youtubeSandbox.testkit';

describe('loadPickerComments against the sandbox', () => {
  const client = useYouTubeSandbox();

  it('reads 1,000 giveaway comments for 10 units; repeated names are told apart by channel', async () => {
    const { result, units } = await client().withMeter((yt) =>
      loadPickerComments(yt, commentHeavyVideoId, freshSignal(), () => {}),
    );
    expect(result.comments).toHaveLength(1000);
    expect(units).toBe(10);
    // The sandbox repeats display names, but each comment has its own author channel: one entry
    // per commenter goes by the channel, so every comment stays an entry.
    expect(new Set(result.comments.map((comment) => comment.author)).size).toBeLessThan(1000);
    expect(eligibleEntries(result.comments, DEFAULT_PICKER_OPTIONS)).toHaveLength(1000);
  });

  it("says 'No comments found.' for a video nobody has commented on", async () => {
    const failure = await loadPickerComments(
      client(),
      noCommentsVideoId,
      freshSignal(),
      () => {},
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe('No comments found.');
  });
});
