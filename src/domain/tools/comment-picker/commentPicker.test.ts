import { describe, expect, it } from 'vitest';
import {
  COMMENT_PICKER_MESSAGES,
  DEFAULT_PICKER_OPTIONS,
  commenterKey,
  describeDrawCounts,
  drawCounts,
  eligibleEntries,
  nobodyLeftMessage,
  readCommentPickerInput,
} from './commentPicker';
import type { VideoComment } from '@/domain/tool-kit/videoComments';

/** The item at `index` of a fixture list (a broken fixture throws). */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${String(index)}`);
  return item;
}

const comment = (
  id: string,
  author: string,
  text = 'Count me in!',
  authorChannelId: string | null = `UC${author}`,
): VideoComment => ({
  id,
  author,
  authorChannelId,
  authorAvatarUrl: null,
  text,
  publishedAt: '2026-11-01T10:00:00Z',
  likeCount: 0,
  replyCount: 0,
});

describe('readCommentPickerInput (docs/product.md, comment-picker)', () => {
  it('reads a watch link, a short link and a bare id', () => {
    expect(readCommentPickerInput('https://www.youtube.com/watch?v=JVgiveAway8')).toEqual({
      ok: true,
      value: 'JVgiveAway8',
    });
    expect(readCommentPickerInput('youtu.be/JVgiveAway8')).toMatchObject({ value: 'JVgiveAway8' });
    expect(readCommentPickerInput(' JVgiveAway8 ')).toMatchObject({ value: 'JVgiveAway8' });
  });

  it.each(['', '   ', 'https://vimeo.com/123', 'not a video'])(
    "answers %j with 'Please enter a valid YouTube URL'",
    (text) => {
      expect(readCommentPickerInput(text)).toEqual({
        ok: false,
        error: 'Please enter a valid YouTube URL',
      });
    },
  );

  it('keeps the documented texts', () => {
    expect(COMMENT_PICKER_MESSAGES.noComments).toBe('No comments found.');
    expect(COMMENT_PICKER_MESSAGES.failed).toBe('Failed to fetch comments');
  });
});

describe('eligibleEntries', () => {
  const comments = [
    comment('1', '@ana', 'Great video! #giveaway'),
    comment('2', '@ben', 'First'),
    comment('3', '@ana', 'Again, GIVEAWAY please'),
    comment('4', '@cy', 'giveaway!', null),
    comment('5', '@cy', 'me too', null),
    comment('6', '@dee', 'Giveaway time'),
  ];
  const ids = (entries: VideoComment[]) => entries.map((entry) => entry.id);

  it('keeps one entry per commenter by default: by channel id, else by name', () => {
    expect(DEFAULT_PICKER_OPTIONS).toEqual({ onePerCommenter: true, keyword: '' });
    expect(ids(eligibleEntries(comments, DEFAULT_PICKER_OPTIONS))).toEqual(['1', '2', '4', '6']);
    expect(commenterKey(nth(comments, 3))).toBe('name:@cy');
  });

  it('keeps every comment when the option is off', () => {
    expect(eligibleEntries(comments, { onePerCommenter: false, keyword: '' })).toHaveLength(6);
  });

  it('tells same-named commenters apart by their channel id', () => {
    const twins = [comment('a', '@sam', 'x', 'UC1'), comment('b', '@sam', 'y', 'UC2')];
    expect(eligibleEntries(twins, DEFAULT_PICKER_OPTIONS)).toHaveLength(2);
  });

  it('keeps only comments containing the keyword, ignoring case and spaces around it', () => {
    expect(
      ids(eligibleEntries(comments, { onePerCommenter: false, keyword: ' giveaway ' })),
    ).toEqual(['1', '3', '4', '6']);
    // The filter comes first: a commenter with any matching comment has one entry.
    expect(ids(eligibleEntries(comments, { onePerCommenter: true, keyword: 'GIVEAWAY' }))).toEqual([
      '1',
      '4',
      '6',
    ]);
    expect(eligibleEntries(comments, { onePerCommenter: true, keyword: 'nope' })).toEqual([]);
  });

  it('leaves out every entry of an earlier winner, with or without one entry per commenter', () => {
    const winners = [nth(comments, 0), nth(comments, 4)];
    expect(ids(eligibleEntries(comments, DEFAULT_PICKER_OPTIONS, winners))).toEqual(['2', '6']);
    expect(
      ids(eligibleEntries(comments, { onePerCommenter: false, keyword: '' }, winners)),
    ).toEqual(['2', '6']);
  });
});

describe('drawCounts and describeDrawCounts', () => {
  const comments = [comment('1', '@ana'), comment('2', '@ana'), comment('3', '@ben')];

  it('counts comments, entries under the options, and those left after the winners', () => {
    const counts = drawCounts(comments, DEFAULT_PICKER_OPTIONS, [nth(comments, 2)]);
    expect(counts).toEqual({ comments: 3, entries: 2, left: 1 });
    expect(describeDrawCounts(counts)).toBe('3 comments · 2 eligible entries · 1 left to draw');
  });

  it('says nothing of what is left before anyone wins, and writes thousands with commas', () => {
    expect(describeDrawCounts({ comments: 1000, entries: 1, left: 1 })).toBe(
      '1,000 comments · 1 eligible entry',
    );
  });
});

describe('nobodyLeftMessage', () => {
  const comments = [comment('1', '@ana'), comment('2', '@ben')];
  const winners = [nth(comments, 0)];
  const counts = (keyword: string, won = winners) =>
    drawCounts(comments, { ...DEFAULT_PICKER_OPTIONS, keyword }, won);

  it('says no comment matches when the keyword leaves nobody, before or after a win', () => {
    expect(nobodyLeftMessage(counts('zzz', []))).toBe(COMMENT_PICKER_MESSAGES.noMatches);
    expect(nobodyLeftMessage(counts('zzz'))).toBe(COMMENT_PICKER_MESSAGES.noMatches);
  });

  it('says everyone has won only when entries match but all have won', () => {
    expect(nobodyLeftMessage(counts('', [...comments]))).toBe(
      COMMENT_PICKER_MESSAGES.noMoreEntries,
    );
    expect(nobodyLeftMessage(counts(''))).toBeNull();
  });
});
