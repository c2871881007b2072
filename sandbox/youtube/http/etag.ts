import { createHash } from 'node:crypto';

/** The modern ETag form: a bare 27-character base64url string, stable for the same content. */
export function etagOf(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 27);
}
