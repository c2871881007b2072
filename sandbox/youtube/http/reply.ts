/** Writing replies: status, CORS, content type, body (none for HEAD). */
import type { ServerResponse } from 'node:http';

export interface Reply {
  status: number;
  contentType?: string;
  headers?: Record<string, string>;
  body: string;
}

export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization, X-Goog-Api-Key, X-Requested-With',
  'Access-Control-Max-Age': '86400',
};

export function jsonReply(status: number, value: unknown, pretty = true): Reply {
  const text = pretty ? JSON.stringify(value, null, 2) : JSON.stringify(value);
  // Google's serializer escapes HTML-sensitive characters; both forms parse the same.
  return {
    status,
    contentType: 'application/json; charset=UTF-8',
    body: text.replaceAll('<', '\\u003c').replaceAll('>', '\\u003e'),
  };
}

export function sendReply(res: ServerResponse, reply: Reply, withBody: boolean): void {
  res.statusCode = reply.status;
  for (const [name, value] of Object.entries({ ...corsHeaders, ...reply.headers }))
    res.setHeader(name, value);
  if (reply.contentType) res.setHeader('Content-Type', reply.contentType);
  res.setHeader('Content-Length', Buffer.byteLength(reply.body));
  res.end(withBody ? reply.body : undefined);
}
