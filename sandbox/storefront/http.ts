/**
 * Node HTTP plumbing shared by the emulator and the store pages: where the handler is mounted,
 * the site's origin as the client sees it, CORS, and writing a reply.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Reply {
  status: number;
  contentType: string;
  body: string;
  headers?: Readonly<Record<string, string>>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'accept, content-type',
  'Access-Control-Max-Age': '86400',
};

export const json = (status: number, value: unknown): Reply => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
});

export const html = (status: number, body: string): Reply => ({
  status,
  contentType: 'text/html; charset=utf-8',
  body,
});

const pathOf = (url: string) => url.split('?')[0] ?? '';

/**
 * The path the handler is mounted at, e.g. `/sandbox/storefront`: Connect (Vite) strips it from
 * `req.url` and keeps the full URL in `req.originalUrl`; the standalone server does the same.
 */
export function mountPrefix(req: IncomingMessage & { originalUrl?: string }): string {
  const own = pathOf(req.url ?? '/');
  const original = pathOf(req.originalUrl ?? own);
  if (original.endsWith(own)) return original.slice(0, original.length - own.length);
  return own === '/' ? original : '';
}

/** `http://host:port` as the client addressed us. */
export function originOf(req: IncomingMessage): string {
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  return `${encrypted ? 'https' : 'http'}://${req.headers.host ?? '127.0.0.1'}`;
}

export function sendReply(res: ServerResponse, reply: Reply, withBody: boolean): void {
  res.statusCode = reply.status;
  const headers = { ...corsHeaders, 'Content-Type': reply.contentType, ...reply.headers };
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', Buffer.byteLength(reply.body));
  res.end(withBody ? reply.body : undefined);
}

/** Answers OPTIONS (CORS preflight) and refuses anything but GET and HEAD; null: carry on. */
export function methodReply(method: string | undefined): Reply | null {
  if (method === 'OPTIONS') return { status: 204, contentType: 'text/plain', body: '' };
  if (method === 'GET' || method === 'HEAD') return null;
  return {
    ...json(405, { code: 'METHOD_NOT_ALLOWED', message: `${method ?? '?'} is not supported` }),
    headers: { Allow: 'GET, HEAD, OPTIONS' },
  };
}
