/**
 * Node HTTP plumbing: CORS, reading a bounded body, writing a reply.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyError, bodyTooLarge } from './errors.ts';
import type { Reply } from './replies.ts';

/** What supabase-js sends, so a browser on another origin may send it too. */
const allowedHeaders = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'accept',
  'prefer',
  'accept-profile',
  'content-profile',
  'range',
  'range-unit',
];

export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  // Without this, a cross-origin supabase-js cannot read the count and silently gets null.
  'Access-Control-Expose-Headers': 'Content-Range, Content-Location, Preference-Applied',
};

export const preflightReply: Reply = {
  status: 200,
  headers: {
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': allowedHeaders.join(', '),
    'Access-Control-Max-Age': '86400',
  },
  body: null,
};

/** The body as text, refusing more than `limit` bytes (the rest is drained, not kept). */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      req.resume();
      reject(bodyTooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.resume();
        reject(bodyTooLarge(limit));
      } else {
        chunks.push(chunk);
      }
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** `undefined` for an empty body; invalid JSON is PostgREST's PGRST102. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw bodyError();
  }
}

export function sendReply(res: ServerResponse, reply: Reply, withBody: boolean): void {
  res.statusCode = reply.status;
  for (const [name, value] of Object.entries({ ...corsHeaders, ...reply.headers })) {
    res.setHeader(name, value);
  }
  if (reply.body === null) {
    res.end(); // Node adds Content-Length: 0, except on 204
    return;
  }
  res.setHeader('Content-Length', Buffer.byteLength(reply.body));
  res.end(withBody ? reply.body : undefined);
}
