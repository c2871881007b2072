/**
 * Who is calling. The sandbox knows one key, its anon key: it must come as `apikey` (header,
 * or query parameter as Supabase's API gateway also accepts), and a bearer token, when sent,
 * must be that same key. Everything then runs as the `anon` role.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { invalidApiKey, invalidJwt, missingApiKey } from './errors.ts';

export type Role = 'anon';

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function authenticate(
  headers: IncomingHttpHeaders,
  params: URLSearchParams,
  anonKey: string,
): Role {
  const apiKey = single(headers.apikey) ?? params.get('apikey');
  if (!apiKey) throw missingApiKey();
  if (apiKey !== anonKey) throw invalidApiKey();
  const authorization = headers.authorization;
  if (authorization === undefined) return 'anon';
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  if (token !== anonKey) throw invalidJwt();
  return 'anon';
}
