/**
 * A video's comments as the comment downloader and the comment picker read them: the
 * top-level comment of each thread, in plain text (docs/product.md, comment-downloader and
 * comment-picker).
 */
import type { ItemNoun } from './toolProgress';

/** Pages of 100 comments… */
export const COMMENTS_PER_PAGE = 100;
/** …and at most 10 of them. */
export const COMMENT_PAGE_LIMIT = 10;
/** 1,000: the most comments a run reads. */
export const MAX_COMMENTS = COMMENTS_PER_PAGE * COMMENT_PAGE_LIMIT;

export const COMMENT_NOUN: ItemNoun = { one: 'comment', other: 'comments' };

export const COMMENT_MESSAGES = {
  /** commentThreads answered 403 commentsDisabled. */
  commentsDisabled: 'Comments are turned off for this video.',
} as const;

export interface VideoComment {
  /** The thread's id. */
  id: string;
  /** The author's display name as YouTube shows it (a handle such as '@mayaedits' today). */
  author: string;
  /** The author's channel id, when YouTube names one: what makes two comments one commenter's. */
  authorChannelId: string | null;
  authorAvatarUrl: string | null;
  /** Plain text, never HTML (textFormat=plainText). */
  text: string;
  /** ISO 8601 publish time. */
  publishedAt: string;
  likeCount: number;
  replyCount: number;
}

export interface VideoComments {
  videoId: string;
  /** Newest first, as YouTube orders threads by default; at most MAX_COMMENTS. */
  comments: VideoComment[];
  /** YouTube offered more after the last page read: the video has more than MAX_COMMENTS. */
  more: boolean;
}
