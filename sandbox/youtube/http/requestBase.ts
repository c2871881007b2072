/** The absolute base URL the client used to reach the emulator, for links in responses. */
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * Connect (Vite) strips the mount prefix from `req.url` and keeps the full path in
 * `originalUrl`; the difference is the prefix (empty on the standalone server).
 */
export function mountPrefix(req: IncomingMessage & { originalUrl?: string }): string {
  const url = req.url ?? '/';
  const original = req.originalUrl ?? url;
  return original.endsWith(url) ? original.slice(0, original.length - url.length) : '';
}

export function requestBase(req: IncomingMessage & { originalUrl?: string }): string {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto =
    typeof forwarded === 'string'
      ? forwarded.split(',')[0]?.trim()
      : (req.socket as Partial<TLSSocket>).encrypted
        ? 'https'
        : 'http';
  const host = req.headers.host ?? 'localhost';
  return `${proto ?? 'http'}://${host}${mountPrefix(req)}`.replace(/\/+$/, '');
}
