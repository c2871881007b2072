/**
 * Opaque page tokens. A token encodes the offset and the query it belongs to, so a token from
 * another playlist, order or method is rejected with invalidPageToken, as the real API does.
 */
import { errors } from './apiError.ts';
import { etagOf } from './etag.ts';

export interface Page<T> {
  items: T[];
  nextPageToken?: string;
  prevPageToken?: string;
}

/** A short fingerprint of the query, so tokens stay short whatever the filters. */
const fingerprint = (scope: string) => etagOf(scope).slice(0, 8);

function encode(scope: string, offset: number): string {
  return Buffer.from(`${fingerprint(scope)}:${offset}`).toString('base64url');
}

function decode(scope: string, token: string): number {
  const [tokenScope, offsetText] = Buffer.from(token, 'base64url').toString('utf8').split(':');
  const offset = Number(offsetText);
  if (
    tokenScope !== fingerprint(scope) ||
    !/^\d+$/.test(offsetText ?? '') ||
    !Number.isSafeInteger(offset)
  ) {
    throw errors.invalidPageToken();
  }
  return offset;
}

/** `scope` names the query (method and filters); tokens are only valid within it. */
export function paginate<T>(
  all: readonly T[],
  options: { scope: string; pageSize: number; pageToken?: string; withPrev?: boolean },
): Page<T> {
  const { scope, pageSize, pageToken } = options;
  const offset = pageToken === undefined ? 0 : decode(scope, pageToken);
  if (offset > 0 && offset >= all.length) throw errors.invalidPageToken();
  const end = offset + pageSize;
  return {
    items: all.slice(offset, end),
    ...(pageSize > 0 && end < all.length ? { nextPageToken: encode(scope, end) } : {}),
    ...(offset > 0 && options.withPrev !== false
      ? { prevPageToken: encode(scope, Math.max(0, offset - pageSize)) }
      : {}),
  };
}
