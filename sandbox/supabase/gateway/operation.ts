/**
 * The contract between the HTTP layer and the operations: a request with its headers already
 * understood, and the one statement an operation runs with the answer it makes of the result.
 */
import type { Statement, StatementResult } from './buildSql.ts';
import type { Media, Preferences, RowRange } from './parseHeaders.ts';
import type { Reply } from './replies.ts';

export interface GatewayRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
  /** The query string, without `apikey`. */
  params: URLSearchParams;
  /** The parsed JSON body (`undefined` when empty) and its exact text. */
  body: unknown;
  bodyText: string | null;
  prefer: Preferences;
  media: Media;
  range: RowRange | null;
}

export interface Operation {
  statement: Statement;
  /** May throw an ApiError, which rolls the transaction back. */
  reply(result: StatementResult): Reply;
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
