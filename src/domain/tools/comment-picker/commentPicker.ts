/**
 * The comment picker (docs/product.md, comment-picker): its input, its texts, and who may win.
 *
 * Decisions (beyond the docs, as the best giveaway pickers do):
 * - One entry per commenter (on by default): a commenter is their channel id, or their name when
 *   YouTube names no channel. Their first comment in the list (the newest) is their entry.
 * - A keyword keeps only comments that contain it, ignoring case (the filter applies before the
 *   one-entry rule, so a commenter with any matching comment has an entry).
 * - A reroll never picks an earlier winner: every entry of an earlier winner's commenter is out,
 *   whether or not one entry per commenter is on.
 */
import type { InputResult } from '@/domain/tool-kit/inputResult';
import { readVideoId } from '@/domain/tool-kit/videoUrl';
import type { VideoComment } from '@/domain/tool-kit/videoComments';
import { formatCount } from '@/domain/format/count';

export const COMMENT_PICKER_MESSAGES = {
  /** docs/product.md, comment-picker. */
  invalidUrl: 'Please enter a valid YouTube URL',
  /** docs/product.md, comment-picker. */
  noComments: 'No comments found.',
  failed: 'Failed to fetch comments',
  /** An extra: the options leave nobody, before or after a win. */
  noMatches: 'No comments match these options.',
  /** An extra: every eligible commenter has already won. */
  noMoreEntries: 'Every eligible commenter has already won: there is nobody left to draw.',
} as const;

/** The URL box and the route parameter: a video link or a bare id. */
export function readCommentPickerInput(text: string | null | undefined): InputResult<string> {
  return readVideoId(text, { invalid: COMMENT_PICKER_MESSAGES.invalidUrl });
}

export interface PickerOptions {
  onePerCommenter: boolean;
  /** Only comments containing this text (ignoring case); blank keeps every comment. */
  keyword: string;
}

export const DEFAULT_PICKER_OPTIONS: PickerOptions = { onePerCommenter: true, keyword: '' };

/** What makes two comments one commenter's: the channel id, else the display name. */
export function commenterKey(comment: Pick<VideoComment, 'author' | 'authorChannelId'>): string {
  return comment.authorChannelId ?? `name:${comment.author}`;
}

/** The comments that may win under `options`, leaving out the commenters of `earlierWinners`. */
export function eligibleEntries(
  comments: readonly VideoComment[],
  options: PickerOptions,
  earlierWinners: readonly VideoComment[] = [],
): VideoComment[] {
  const keyword = options.keyword.trim().toLocaleLowerCase();
  const seen = new Set(earlierWinners.map(commenterKey));
  const entries: VideoComment[] = [];
  for (const comment of comments) {
    if (keyword !== '' && !comment.text.toLocaleLowerCase().includes(keyword)) continue;
    const key = commenterKey(comment);
    if (seen.has(key)) continue;
    if (options.onePerCommenter) seen.add(key);
    entries.push(comment);
  }
  return entries;
}

export interface DrawCounts {
  /** Comments read (at most 1,000). */
  comments: number;
  /** Entries under the options. */
  entries: number;
  /** Entries still able to win (earlier winners left out). */
  left: number;
}

export function drawCounts(
  comments: readonly VideoComment[],
  options: PickerOptions,
  winners: readonly VideoComment[],
): DrawCounts {
  return {
    comments: comments.length,
    entries: eligibleEntries(comments, options).length,
    left: eligibleEntries(comments, options, winners).length,
  };
}

/**
 * Why nobody (more) can be drawn, or null while someone can: no comment matches the options
 * (whoever has won before), else every eligible commenter has already won.
 */
export function nobodyLeftMessage({ entries, left }: DrawCounts): string | null {
  if (entries === 0) return COMMENT_PICKER_MESSAGES.noMatches;
  return left === 0 ? COMMENT_PICKER_MESSAGES.noMoreEntries : null;
}

const count = (n: number, one: string, other: string) =>
  `${formatCount(n)} ${n === 1 ? one : other}`;

/** '1,000 comments · 812 eligible entries' (· '811 left to draw' once someone has won). */
export function describeDrawCounts({ comments, entries, left }: DrawCounts): string {
  const parts = [
    count(comments, 'comment', 'comments'),
    count(entries, 'eligible entry', 'eligible entries'),
  ];
  if (left !== entries) parts.push(`${formatCount(left)} left to draw`);
  return parts.join(' · ');
}
