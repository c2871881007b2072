/**
 * The gateway as a Node/Connect handler: `createGateway({ db, anonKey })` answers
 * `<basePath>/rest/v1/<table>` and `<basePath>/rest/v1/rpc/<fn>` the way PostgREST behind
 * Supabase's API gateway does, running every request as `anon` in its own transaction.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate } from './auth.ts';
import { methodNotAllowed, noRoute, toApiError } from './errors.ts';
import { corsHeaders, parseJson, preflightReply, readBody, sendReply } from './http.ts';
import type { GatewayRequest } from './operation.ts';
import {
  checkProfile,
  negotiateMedia,
  parsePreferences,
  parseRangeHeader,
} from './parseHeaders.ts';
import { errorReply, type Reply } from './replies.ts';
import { planRpcOperation } from './rpcOperations.ts';
import { planTableOperation } from './tableOperations.ts';
import { runInTransaction, type Database } from './transaction.ts';

export const sandboxAnonKey = 'sandbox-anon-key';

export interface GatewayOptions {
  db: Database;
  anonKey?: string;
  /** A prefix to strip, e.g. `/sandbox/supabase`; requests outside it go to `next` (or 404). */
  basePath?: string;
  maxBodyBytes?: number;
  /** Where unexpected errors are reported (their detail never reaches the client). */
  logError?: (error: unknown) => void;
}

export type GatewayHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

type Route = { kind: 'table' | 'rpc'; name: string };

const methodsByRoute: Record<Route['kind'], readonly GatewayRequest['method'][]> = {
  table: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
  rpc: ['GET', 'HEAD', 'POST'],
};

function routeOf(path: string): Route {
  const match = /^\/rest\/v1\/(?:(rpc)\/)?([^/]+)$/.exec(path);
  if (!match?.[2]) throw noRoute();
  try {
    return { kind: match[1] ? 'rpc' : 'table', name: decodeURIComponent(match[2]) };
  } catch {
    throw noRoute();
  }
}

function allowedMethod(route: Route, method: string | undefined): GatewayRequest['method'] {
  const allowed = methodsByRoute[route.kind].find((candidate) => candidate === method);
  if (allowed) return allowed;
  const hint = method === 'PUT' ? 'The sandbox gateway does not support upserts.' : null;
  throw methodNotAllowed(method ?? '', hint);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The headers SQL sees (`request.headers`), as behind Supabase's edge: lower-cased, with the
 * client's address as `cf-connecting-ip` and `x-real-ip` (values the client sent are replaced,
 * as the proxies do) and appended to `x-forwarded-for`.
 */
export function requestHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = [value].flat().join(', ');
  }
  const address = req.socket.remoteAddress;
  if (address) {
    headers['cf-connecting-ip'] = address;
    headers['x-real-ip'] = address;
    const forwarded = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${address}` : address;
  }
  return headers;
}

async function answer(req: IncomingMessage, url: URL, path: string, options: GatewayOptions) {
  const route = routeOf(path);
  const role = authenticate(req.headers, url.searchParams, options.anonKey ?? sandboxAnonKey);
  checkProfile(req.headers);
  const method = allowedMethod(route, req.method);
  const params = new URLSearchParams(url.searchParams);
  params.delete('apikey');
  const bodyText =
    method === 'POST' || method === 'PATCH'
      ? await readBody(req, options.maxBodyBytes ?? 1024 * 1024)
      : null;
  const request: GatewayRequest = {
    method,
    params,
    body: bodyText === null ? undefined : parseJson(bodyText),
    bodyText: bodyText?.trim() ? bodyText : null,
    prefer: parsePreferences(header(req, 'prefer')),
    media: negotiateMedia(header(req, 'accept')),
    range: parseRangeHeader(header(req, 'range')),
  };
  const readOnly = method === 'GET' || method === 'HEAD';
  const headers = requestHeaders(req);
  const reply = await runInTransaction(options.db, { role, readOnly, headers }, (catalog) =>
    route.kind === 'rpc'
      ? planRpcOperation(request, route.name, catalog)
      : planTableOperation(request, route.name, catalog),
  );
  if (request.prefer.applied.length > 0) {
    reply.headers['Preference-Applied'] = request.prefer.applied.join(', ');
  }
  return reply;
}

function pathWithin(basePath: string, pathname: string): string | null {
  if (basePath === '') return pathname;
  if (pathname === basePath || pathname.startsWith(`${basePath}/`)) {
    return pathname.slice(basePath.length);
  }
  return null;
}

export function createGateway(options: GatewayOptions): GatewayHandler {
  const logError =
    options.logError ?? ((error: unknown) => console.error('sandbox/supabase gateway:', error));
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const path = pathWithin(basePath, url.pathname);
    const withBody = req.method !== 'HEAD';
    if (path === null) {
      if (next) next();
      else sendReply(res, errorReply(noRoute()), withBody);
      return;
    }
    if (req.method === 'OPTIONS') {
      sendReply(res, preflightReply, false);
      return;
    }
    answer(req, url, path, options)
      .catch((error: unknown): Reply => {
        const { error: apiError, unexpected } = toApiError(error);
        if (unexpected) logError(error);
        return errorReply(apiError);
      })
      .then((reply) => sendReply(res, reply, withBody))
      .catch((error: unknown) => {
        logError(error);
        if (!res.headersSent) res.writeHead(500, corsHeaders);
        res.end();
      });
  };
}
