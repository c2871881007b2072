/**
 * Typed failures of the content service. Screens map `kind` to the documented messages; the raw
 * PostgREST code and message stay available for logs.
 */
export type ContentErrorKind =
  | 'not-found' // the row does not exist or is not visible (unpublished)
  | 'forbidden' // row-level security or a missing grant refused the operation
  | 'invalid' // the database rejected the values (CHECK, NOT NULL, unique...)
  | 'network' // no answer: offline, DNS, CORS, gateway down
  | 'timeout' // no answer within the call's deadline (REQUEST_TIMEOUT_MS); worth retrying
  | 'throttled' // HTTP 429: a database function refused to do more for now
  | 'aborted' // the caller's AbortSignal fired
  | 'server'; // anything else the server answered

export class ContentError extends Error {
  override name = 'ContentError';

  constructor(
    readonly kind: ContentErrorKind,
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

/** The error object supabase-js returns (PostgrestError plus the response status). */
export interface PostgrestFailure {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

const invalidCodes = new Set([
  '23502',
  '23505',
  '23503',
  '23514',
  '22P02',
  '22001',
  '22007',
  '22008',
]);

function kindOf(error: PostgrestFailure, status: number): ContentErrorKind {
  const code = error.code ?? '';
  if (/AbortError/.test(error.message) || code === '20') return 'aborted';
  if (status === 0) return 'network';
  if (code === 'PGRST116' || status === 404) return 'not-found';
  if (status === 429) return 'throttled';
  if (code === '42501' || status === 401 || status === 403) return 'forbidden';
  if (invalidCodes.has(code) || status === 400 || status === 409) return 'invalid';
  return 'server';
}

export function toContentError(error: PostgrestFailure, status: number): ContentError {
  return new ContentError(kindOf(error, status), error.message, status, error.code ?? '');
}

/** The call was cut short: by the caller leaving ('aborted'), or by its deadline ('timeout'). */
export function cutShortError(timedOut: boolean, timeout: string): ContentError {
  return timedOut
    ? new ContentError('timeout', `The database did not answer within ${timeout}`, 0, 'timeout')
    : new ContentError('aborted', 'The request was cancelled', 0, '');
}
