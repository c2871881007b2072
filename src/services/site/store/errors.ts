/**
 * Typed failures of the storefront client. Screens map `kind` to the documented Shop messages;
 * the HTTP status and the API's error `code` stay available for logs.
 */
export type StoreErrorKind =
  | 'not-found' // 404: unknown collection or product slug
  | 'unauthorized' // 401/403: missing or wrong storefront token
  | 'network' // no answer: offline, DNS, CORS, server down
  | 'timeout' // no answer within the request's deadline (15 s by default); worth retrying
  | 'aborted' // the caller's AbortSignal fired
  | 'server' // any other non-2xx answer
  | 'invalid-response'; // a 2xx answer that is not the JSON shape we read

export class StoreError extends Error {
  override name = 'StoreError';

  constructor(
    readonly kind: StoreErrorKind,
    message: string,
    /** The HTTP status, or 0 when there was no answer. */
    readonly status: number,
    /** The API's error code when it sent one (e.g. OFFER_NOT_FOUND_ERROR), else ''. */
    readonly code = '',
  ) {
    super(message);
  }
}

export function kindOfStatus(status: number): StoreErrorKind {
  if (status === 404) return 'not-found';
  if (status === 401 || status === 403) return 'unauthorized';
  return 'server';
}
