/**
 * One GET against the Storefront API: adds the token, sends the signal, and turns every
 * failure (no answer, abort, non-2xx, unreadable body, wrong shape) into a StoreError.
 */
import { kindOfStatus, StoreError } from './errors';
import { ShapeError, type Reader } from './shape';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface RequestOptions {
  apiBase: string;
  token: string;
  fetch?: FetchLike;
}

export type Params = Record<string, string | number>;

export type GetJson = <T>(
  path: string,
  params: Params,
  read: Reader<T>,
  signal: AbortSignal,
) => Promise<T>;

function failure(error: unknown, signal: AbortSignal): StoreError {
  if (signal.aborted || (error instanceof Error && error.name === 'AbortError')) {
    return new StoreError('aborted', 'The request was cancelled', 0);
  }
  if (error instanceof StoreError) return error;
  return new StoreError('network', `The store could not be reached: ${String(error)}`, 0);
}

/** The API's `{code, message}` error body, when it sent one. */
async function errorFrom(response: Response): Promise<StoreError> {
  const body = (await response.json().catch(() => null)) as {
    code?: unknown;
    message?: unknown;
  } | null;
  const code = typeof body?.code === 'string' ? body.code : '';
  const detail = typeof body?.message === 'string' ? body.message : code || response.statusText;
  return new StoreError(
    kindOfStatus(response.status),
    `The store answered ${response.status}${detail ? `: ${detail}` : ''}`,
    response.status,
    code,
  );
}

export function createGetJson({ apiBase, token, fetch: fetchOption }: RequestOptions): GetJson {
  const send: FetchLike = fetchOption ?? ((input, init) => globalThis.fetch(input, init));
  const base = apiBase.replace(/\/+$/, '');

  return async (path, params, read, signal) => {
    const url = new URL(`${base}${path}`);
    url.searchParams.set('storefront_token', token);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    try {
      const response = await send(url.href, { headers: { Accept: 'application/json' }, signal });
      if (!response.ok) throw await errorFrom(response);
      const body: unknown = await response.json().catch((error: unknown) => {
        if (signal.aborted) throw error;
        throw new StoreError('invalid-response', 'The store sent no JSON', response.status);
      });
      try {
        return read(body, '');
      } catch (error) {
        if (!(error instanceof ShapeError)) throw error;
        throw new StoreError('invalid-response', error.message, response.status);
      }
    } catch (error) {
      throw failure(error, signal);
    }
  };
}
