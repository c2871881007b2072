import { raceAbort, sleep, throwIfAborted } from './abort';
import { cacheKey, serialiseParams, type Params, type ResponseCache } from './cache';
import { isKeyProblem, networkError, toYouTubeError, YouTubeError } from './errors';
import type { KeyPool } from './keys';
import type { Accounting, QuotaCosts, Resource } from './quota';

export type FetchLike = (input: string, init: { signal: AbortSignal }) => Promise<Response>;

export interface RetryOptions {
  /** Extra attempts for a 5xx or network failure with the same key. Default 1. */
  attempts?: number;
  /** Wait before the first extra attempt, doubled each time. Default 500 ms. */
  delayMs?: number;
}

export interface TransportOptions {
  apiBase: string;
  timedTextBase: string;
  keys: KeyPool;
  cache: ResponseCache | undefined;
  costs: QuotaCosts;
  fetch: FetchLike;
  retry: Required<RetryOptions>;
}

/** Sends requests for one client view; `accounting` is where the view charges its quota. */
export class Transport {
  constructor(
    readonly options: TransportOptions,
    readonly accounting: Accounting,
  ) {}

  withAccounting(accounting: Accounting): Transport {
    return new Transport(this.options, accounting);
  }

  /** GET `<apiBase>/<resource>` → parsed JSON, through the cache and across the keys. */
  async api<T>(resource: Resource, params: Params, signal: AbortSignal): Promise<T> {
    const { apiBase, keys, cache } = this.options;
    throwIfAborted(signal, resource);
    const key = cacheKey(apiBase, resource, params);
    const cached = cache?.get(key);
    if (cached !== undefined) return JSON.parse(cached) as T;

    const query = new URLSearchParams(serialiseParams(params)).toString();
    const tried = new Set<number>();
    let lastKeyError: YouTubeError | undefined;
    for (;;) {
      const index = keys.pick(tried);
      if (index === undefined) throw lastKeyError ?? keys.failure(resource);
      const url = `${apiBase}/${resource}?${query}&key=${encodeURIComponent(keys.key(index))}`;
      try {
        const body = await this.#send(resource, url, signal);
        const value = parseJson(body, resource) as T;
        cache?.set(key, body);
        return value;
      } catch (error) {
        if (!(error instanceof YouTubeError) || !isKeyProblem(error)) throw error;
        keys.exhaust(index, error);
        tried.add(index);
        lastKeyError = error;
      }
    }
  }

  /** GET timedtext → the body text (may be empty). No key, no quota units, cached. */
  async timedText(params: Params, signal: AbortSignal): Promise<string> {
    const { timedTextBase, cache } = this.options;
    throwIfAborted(signal, 'timedtext');
    const key = cacheKey(timedTextBase, 'timedtext', params);
    const cached = cache?.get(key);
    if (cached !== undefined) return cached;
    const query = new URLSearchParams(serialiseParams(params)).toString();
    const body = await this.#send('timedtext', `${timedTextBase}?${query}`, signal);
    if (body.trim() !== '') cache?.set(key, body);
    return body;
  }

  /** One request with the same URL, retried on 5xx/network failures; returns the body text. */
  async #send(resource: Resource, url: string, signal: AbortSignal): Promise<string> {
    const { retry } = this.options;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#once(resource, url, signal);
      } catch (error) {
        const retriable =
          error instanceof YouTubeError && (error.kind === 'server' || error.kind === 'network');
        if (!retriable || attempt >= retry.attempts) throw error;
        await sleep(retry.delayMs * 2 ** attempt, signal, resource);
      }
    }
  }

  async #once(resource: Resource, url: string, signal: AbortSignal): Promise<string> {
    const { fetch, keys, costs } = this.options;
    throwIfAborted(signal, resource);
    this.accounting.charge(resource, costs[resource]);
    let response: Response;
    try {
      response = await raceAbort(fetch(url, { signal }), signal, resource);
    } catch (error) {
      if (error instanceof YouTubeError) throw error;
      const failure = networkError(error, resource);
      throw new YouTubeError(
        failure.kind,
        keys.redact(failure.message),
        0,
        failure.reason,
        resource,
      );
    }
    const text = await raceAbort(response.text(), signal, resource).catch((error: unknown) => {
      if (error instanceof YouTubeError) throw error;
      throw networkError(error, resource);
    });
    if (response.ok) return text;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const error = toYouTubeError(response.status, body, resource);
    const message = keys.redact(error.message);
    if (message === error.message) throw error;
    throw new YouTubeError(error.kind, message, error.status, error.reason, resource);
  }
}

function parseJson(text: string, resource: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new YouTubeError(
      'server',
      'The YouTube API answered with unreadable JSON',
      200,
      'invalidResponse',
      resource,
    );
  }
}
