/**
 * The request headers PostgREST acts on: Prefer, Accept, Range and the schema profiles.
 */
import type { IncomingHttpHeaders } from 'node:http';
import {
  invalidRange,
  mediaTypeNotAvailable,
  schemaNotExposed,
  unsupportedPreference,
} from './errors.ts';

export interface Preferences {
  /** `null` when the client did not say (each operation has its own default). */
  return: 'minimal' | 'representation' | null;
  count: boolean;
  /** What goes back in `Preference-Applied`. */
  applied: string[];
}

/** Preferences PostgREST would act on but the sandbox does not implement. */
const refusedPreferences = new Set(['resolution', 'missing', 'max-affected', 'params', 'timezone']);
/** Preferences that change nothing here (PostgREST's default configuration ignores `tx`). */
const ignoredPreferences = new Set(['tx', 'handling']);

export function parsePreferences(header: string | undefined): Preferences {
  const preferences: Preferences = { return: null, count: false, applied: [] };
  const tokens = (header ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const strict = tokens.includes('handling=strict');
  const invalid: string[] = [];
  for (const token of tokens) {
    const [name = '', value = ''] = token.split('=', 2).map((part) => part.trim());
    if (name === 'return' && (value === 'minimal' || value === 'representation')) {
      preferences.return = value;
      preferences.applied.push(`return=${value}`);
    } else if (name === 'count' && ['exact', 'planned', 'estimated'].includes(value)) {
      // Every count mode is exact here: the sandbox's tables are small.
      preferences.count = true;
      preferences.applied.push('count=exact');
    } else if (refusedPreferences.has(name) || token === 'return=headers-only') {
      throw unsupportedPreference(`The sandbox gateway does not implement "${token}".`);
    } else if (!ignoredPreferences.has(name)) {
      invalid.push(token);
    }
  }
  if (strict && invalid.length > 0) {
    throw unsupportedPreference(`Invalid preferences: ${invalid.join(', ')}`);
  }
  return preferences;
}

export type Media = 'array' | 'object';

const objectTypes = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);
const arrayTypes = new Set([
  'application/json',
  'application/vnd.pgrst.array+json',
  'application/*',
  '*/*',
]);

/** The first acceptable media range wins; parameters (e.g. `nulls=stripped`) are not served. */
export function negotiateMedia(accept: string | undefined): Media {
  if (accept === undefined || accept.trim() === '') return 'array';
  for (const range of accept.split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const served = parameters.every((parameter) => parameter.startsWith('q='));
    if (served && objectTypes.has(type)) return 'object';
    if (served && arrayTypes.has(type)) return 'array';
  }
  throw mediaTypeNotAvailable(accept);
}

export interface RowRange {
  from: number;
  /** Inclusive; `null` for an open range (`5-`). */
  to: number | null;
}

/** `Range: 0-9` (with `Range-Unit: items`, the only unit). Malformed ranges are ignored. */
export function parseRangeHeader(header: string | undefined): RowRange | null {
  const match = header === undefined ? null : /^\s*(\d+)-(\d*)\s*$/.exec(header);
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : null;
  if (to !== null && from > to)
    throw invalidRange(
      `The lower boundary must be lower than or equal to the upper boundary in the Range header.`,
    );
  return { from, to };
}

export interface Page {
  offset: number;
  limit: number | null;
}

/** Intersects `offset`/`limit` with a Range header, as PostgREST does. */
export function pageOf(offset: number | null, limit: number | null, range: RowRange | null): Page {
  const start = Math.max(offset ?? 0, range?.from ?? 0);
  const ends = [limit === null ? null : (offset ?? 0) + limit - 1, range?.to ?? null].filter(
    (end): end is number => end !== null,
  );
  if (ends.length === 0) return { offset: start, limit: null };
  return { offset: start, limit: Math.max(0, Math.min(...ends) - start + 1) };
}

/** supabase-js names the schema on every request; only `public` is exposed. */
export function checkProfile(headers: IncomingHttpHeaders): void {
  for (const name of ['accept-profile', 'content-profile']) {
    const value = headers[name];
    if (value !== undefined && value !== 'public') throw schemaNotExposed();
  }
}
