/**
 * One GET against the Storefront API: adds the token, sends the signal, bounds the request in
 * time, and turns every failure (no answer, timeout, abort, non-2xx, unreadable body, wrong
 * shape) into a StoreError.
 */
import {
  formatSeconds,
  REQUEST_TIMEOUT_MS,
  startDeadline,
  untilAborted,
  type Deadline,
} from '@/services/shared/deadline';
import { kindOfStatus, StoreError } from './errors';
import { ShapeError, type Reader } from './shape';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface RequestOptions {
  apiBase: string;
  token: string;
  fetch?: FetchLike;
  /** The bound of one request, from sending to the last byte of the body. Default 15 s. */
  timeoutMs?: number;
}

export type Params = Record<string, string | number>;

export type GetJson = <T>(
  path: string,
  params: Params,
  read: Reader<T>,
  signal: AbortSignal,
) => Promise<T>;

function failure(
  error: unknown,
  signal: AbortSignal,
  deadline: Deadline,
  timeoutMs: number,
): StoreError {
  if (signal.aborted) return new StoreError('aborted', 'The request was cancelled', 0);
  if (deadline.timedOut) {
    return new StoreError(
      'timeout',
      `The store did not answer within ${formatSeconds(timeoutMs)}`,
      0,
    );
  }
  if (error instanceof StoreError) return error;
  if (error instanceof Error && error.name === 'AbortError') {
    return new StoreError('aborted', 'The request was cancelled', 0);
  }
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

export function createGetJson({
  apiBase,
  token,
  fetch: fetchOption,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: RequestOptions): GetJson {
  const send: FetchLike = fetchOption ?? ((input, init) => globalThis.fetch(input, init));
  const base = apiBase.replace(/\/+$/, '');

  return async (path, params, read, signal) => {
    const url = new URL(`${base}${path}`);
    url.searchParams.set('storefront_token', token);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    const deadline = startDeadline(signal, timeoutMs);
    const bounded = deadline.signal;
    try {
      const response = await untilAborted(
        send(url.href, { headers: { Accept: 'application/json' }, signal: bounded }),
        bounded,
      );
      if (!response.ok) throw await untilAborted(errorFrom(response), bounded);
      const body: unknown = await untilAborted(response.json(), bounded).catch((error: unknown) => {
        if (bounded.aborted) throw error;
        throw new StoreError('invalid-response', 'The store sent no JSON', response.status);
      });
      try {
        return read(body, '');
      } catch (error) {
        if (!(error instanceof ShapeError)) throw error;
        throw new StoreError('invalid-response', error.message, response.status);
      }
    } catch (error) {
      throw failure(error, signal, deadline, timeoutMs);
    } finally {
      deadline.release();
    }
  };
}
