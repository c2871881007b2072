/**
 * The comment downloader's files (docs/product.md, comment-downloader): `youtube_comments.txt` (one
 * block per comment — author, date and time, text — blocks separated by a blank line), the same
 * comments as CSV (RFC 4180) and as JSON. Built in the browser from the comments already read.
 *
 * Decisions:
 * - Times are absolute and unambiguous: 'YYYY-MM-DD HH:mm UTC' (24-hour clock, always UTC).
 * - In the text file a blank line only ever separates comments: blank lines inside a comment
 *   are dropped (its lines are kept). The CSV and JSON keep the text exactly as written.
 * - The CSV starts with a UTF-8 byte-order mark so spreadsheet apps read emoji and accents
 *   right, and guards against formula injection: a cell that starts with =, +, -, @, a tab or a
 *   carriage return is prefixed with an apostrophe (OWASP), except an author that is a plain
 *   handle such as '@mayaedits' (letters in any script, digits, '.', '_', '-': nothing a formula
 *   can do).
 */
import type { VideoComment, VideoComments } from '@/domain/tool-kit/videoComments';
import { isChannelHandle } from '@/domain/youtube/channelHandle';

export type CommentFileFormat = 'txt' | 'csv' | 'json';

export const COMMENT_FILE_FORMATS: readonly CommentFileFormat[] = ['txt', 'csv', 'json'];

/** The docs name the text file; the others follow it. */
export const COMMENT_FILE_NAMES: Record<CommentFileFormat, string> = {
  txt: 'youtube_comments.txt',
  csv: 'youtube_comments.csv',
  json: 'youtube_comments.json',
};

const MIME_TYPES: Record<CommentFileFormat, string> = {
  txt: 'text/plain;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
};

export interface CommentFile {
  name: string;
  mimeType: string;
  content: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-11-01T10:00:00Z' → '2026-11-01 10:00 UTC'; an unreadable time stays as it came. */
export function formatCommentTime(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const date = `${time.getUTCFullYear()}-${pad(time.getUTCMonth() + 1)}-${pad(time.getUTCDate())}`;
  return `${date} ${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())} UTC`;
}

/** A comment's lines without blank ones (any line ending), so blocks stay apart. */
const blockText = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '')
    .join('\n');

/** One block: author, date and time, text. */
export function commentBlock(comment: VideoComment): string {
  return [comment.author, formatCommentTime(comment.publishedAt), blockText(comment.text)]
    .filter((line) => line !== '')
    .join('\n');
}

/** `youtube_comments.txt`: the blocks separated by a blank line. */
export function commentsToText(comments: readonly VideoComment[]): string {
  return `${comments.map(commentBlock).join('\n\n')}\n`;
}

const CSV_HEADER = [
  'author',
  'author_channel_id',
  'published_at',
  'likes',
  'replies',
  'text',
  'comment_id',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises a cell a spreadsheet would run as a formula. */
export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) && !isChannelHandle(value) ? `'${value}` : value;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const csvRow = (cells: readonly string[]) => cells.map(csvField).join(',');

/** The same comments as CSV: a header row, CRLF line ends, a UTF-8 byte-order mark. */
export function commentsToCsv(comments: readonly VideoComment[]): string {
  const rows = comments.map((comment) =>
    csvRow([
      spreadsheetSafe(comment.author),
      comment.authorChannelId ?? '',
      comment.publishedAt,
      String(comment.likeCount),
      String(comment.replyCount),
      spreadsheetSafe(comment.text),
      comment.id,
    ]),
  );
  return `\uFEFF${[csvRow(CSV_HEADER), ...rows].join('\r\n')}\r\n`;
}

/** The same comments as JSON: the video, how many, whether it has more, and the comments. */
export function commentsToJson({ videoId, comments, more }: VideoComments): string {
  return `${JSON.stringify({ videoId, count: comments.length, more, comments }, null, 2)}\n`;
}

/** The file of one format, ready to save. */
export function commentFile(format: CommentFileFormat, result: VideoComments): CommentFile {
  const content =
    format === 'txt'
      ? commentsToText(result.comments)
      : format === 'csv'
        ? commentsToCsv(result.comments)
        : commentsToJson(result);
  return { name: COMMENT_FILE_NAMES[format], mimeType: MIME_TYPES[format], content };
}
