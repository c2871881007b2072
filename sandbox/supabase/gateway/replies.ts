/**
 * Statement results → HTTP answers: statuses, Content-Range and the singular-object rule.
 */
import type { StatementResult } from './buildSql.ts';
import { ApiError, notSingular, rangeNotSatisfiable } from './errors.ts';
import type { Media } from './parseHeaders.ts';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  /** `null`: no body at all. */
  body: string | null;
}

const contentTypes: Record<Media, string> = {
  array: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
};

export function jsonReply(status: number, body: string, media: Media = 'array'): Reply {
  return { status, headers: { 'Content-Type': contentTypes[media] }, body };
}

export function emptyReply(status: number): Reply {
  return { status, headers: {}, body: null };
}

export function errorReply(error: ApiError): Reply {
  const reply = jsonReply(error.status, JSON.stringify(error.body));
  Object.assign(reply.headers, error.headers);
  return reply;
}

/** `lower-upper/total`; the range is `*` when there are no rows, the total `*` when not counted. */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/**
 * PostgREST's status for a read of `rows` rows from `offset`, out of `total` when a count was
 * asked: 206 when that is only part of the rows, 416 for an offset past the end.
 */
export function rangeOutcome(
  offset: number,
  rows: number,
  total: number | null,
): { status: 200 | 206; contentRange: string } {
  const header = contentRange(offset, offset + rows - 1, total);
  if (total === null) return { status: 200, contentRange: header };
  if (offset > total) {
    const { body } = rangeNotSatisfiable(offset, total);
    throw new ApiError(416, body, { 'Content-Range': `*/${total}` });
  }
  return { status: rows < total ? 206 : 200, contentRange: header };
}

function requireSingular(media: Media, rows: number): void {
  if (media === 'object' && rows !== 1) throw notSingular(rows);
}

export interface ReadReplyOptions {
  offset: number;
  media: Media;
  /** A function returning one composite value answers a bare object whatever was asked. */
  singular?: boolean;
}

export function readReply(result: StatementResult, options: ReadReplyOptions): Reply {
  const outcome = rangeOutcome(options.offset, result.row_count, result.total);
  requireSingular(options.media, result.row_count);
  const fallback = options.media === 'object' || options.singular ? 'null' : '[]';
  const reply = jsonReply(outcome.status, result.body ?? fallback, options.media);
  reply.headers['Content-Range'] = outcome.contentRange;
  return reply;
}

export interface WriteReplyOptions {
  /** 201 for inserts, 200 for updates and deletes. */
  status: 200 | 201;
  representation: boolean;
  count: boolean;
  media: Media;
}

/**
 * Throws (and so rolls the write back) when a single object was asked for and the write
 * touched another number of rows, as PostgREST does.
 */
export function writeReply(result: StatementResult, options: WriteReplyOptions): Reply {
  requireSingular(options.media, result.row_count);
  const rows = result.row_count;
  const total = options.count ? rows : null;
  // As PostgREST: inserts answer `*/total`, updates and deletes the range of changed rows.
  const range =
    options.status === 201 ? contentRange(1, 0, total) : contentRange(0, rows - 1, total);
  const reply = options.representation
    ? jsonReply(options.status, result.body ?? '[]', options.media)
    : emptyReply(options.status === 201 ? 201 : 204);
  reply.headers['Content-Range'] = range;
  return reply;
}
