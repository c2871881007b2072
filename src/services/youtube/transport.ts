import { safeMediaUrl } from '@/domain/urls/urlPolicy';
import { formatSeconds, startDeadline, type Deadline } from '../shared/deadline';
import { raceAbort, sleep, throwIfAborted } from './abort';
import { cacheKey, serialiseParams, type Params, type ResponseCache } from './cache';
import {
  abortedError,
  isKeyProblem,
  networkError,
  timeoutError,
  toYouTubeError,
  YouTubeError,
} from './errors';
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
  /** Origins whose http pictures are kept (the sandbox's); elsewhere only https (urlPolicy). */
  mediaOrigins: readonly string[];
  timedTextBase: string;
  keys: KeyPool;
  cache: ResponseCache | undefined;
  costs: QuotaCosts;
  fetch: FetchLike;
  retry: Required<RetryOptions>;
  /** The bound of one HTTP request, from sending to the last byte of the body. */
  timeoutMs: number;
  /**
   * The waits before asking the same key again after a rate limit, one per extra attempt
   * (e.g. [1000, 2000]); when they are used up, the request goes on with the next key.
   */
  rateLimitBackoffMs: readonly number[];
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
    if (cached !== undefined) return parseJson(cached, resource, this.options.mediaOrigins) as T;

    const query = new URLSearchParams(serialiseParams(params)).toString();
    const tried = new Set<number>();
    let lastKeyError: YouTubeError | undefined;
    for (;;) {
      const index = keys.pick(tried);
      if (index === undefined) throw lastKeyError ?? keys.failure(resource);
      const url = `${apiBase}/${resource}?${query}&key=${encodeURIComponent(keys.key(index))}`;
      try {
        const body = await this.#send(resource, url, signal);
        const value = parseJson(body, resource, this.options.mediaOrigins) as T;
        cache?.set(key, body);
        return value;
      } catch (error) {
        if (!(error instanceof YouTubeError)) throw error;
        if (error.kind === 'rate-limit') {
          // Still limited after the waits: this request tries the next key; the key stays in use.
        } else if (isKeyProblem(error)) {
          keys.retire(index, error);
        } else {
          throw error;
        }
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

  /**
   * One request with the same URL; returns the body text. A 5xx or network failure is retried
   * (`retry`); a rate limit is asked again after each wait of `rateLimitBackoffMs`. Every wait
   * ends at once when `signal` aborts. A timeout is not retried here: the visitor may.
   */
  async #send(resource: Resource, url: string, signal: AbortSignal): Promise<string> {
    const { retry, rateLimitBackoffMs } = this.options;
    let failures = 0;
    let rateLimits = 0;
    for (;;) {
      try {
        return await this.#once(resource, url, signal);
      } catch (error) {
        if (!(error instanceof YouTubeError)) throw error;
        const backoff = rateLimitBackoffMs[rateLimits];
        if (error.kind === 'rate-limit' && backoff !== undefined) {
          rateLimits++;
          await sleep(backoff, signal, resource);
        } else if (
          (error.kind === 'server' || error.kind === 'network') &&
          failures < retry.attempts
        ) {
          await sleep(retry.delayMs * 2 ** failures, signal, resource);
          failures++;
        } else {
          throw error;
        }
      }
    }
  }

  /** One HTTP request under its own deadline: `timeoutMs` from sending to the whole body. */
  async #once(resource: Resource, url: string, signal: AbortSignal): Promise<string> {
    const { fetch, keys, costs, timeoutMs } = this.options;
    throwIfAborted(signal, resource);
    this.accounting.charge(resource, costs[resource]);
    const deadline = startDeadline(signal, timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await raceAbort(
        fetch(url, { signal: deadline.signal }),
        deadline.signal,
        resource,
      );
      text = await raceAbort(response.text(), deadline.signal, resource);
    } catch (error) {
      const failure = this.#failure(error, signal, deadline, resource);
      const message = keys.redact(failure.message);
      if (message === failure.message) throw failure;
      throw new YouTubeError(failure.kind, message, failure.status, failure.reason, resource);
    } finally {
      deadline.release();
    }
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

  /** What ended a request without an answer: the caller, the deadline, or the network. */
  #failure(error: unknown, signal: AbortSignal, deadline: Deadline, resource: Resource) {
    if (signal.aborted) return abortedError(resource);
    if (deadline.timedOut) return timeoutError(resource, formatSeconds(this.options.timeoutMs));
    if (error instanceof YouTubeError && error.kind !== 'aborted') return error;
    return networkError(error, resource);
  }
}

/** The answer's picture addresses (thumbnails' `url`, comment authors' pictures). */
const PICTURE_KEYS = new Set(['url', 'authorProfileImageUrl']);

/**
 * The answer as JSON, with every picture address the URL policy refuses left out, so no
 * screen can show a `javascript:` or plain-http picture that the API (or a proxy) sent.
 */
function parseJson(text: string, resource: string, mediaOrigins: readonly string[]): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) =>
      PICTURE_KEYS.has(key) && typeof value === 'string'
        ? (safeMediaUrl(value, mediaOrigins) ?? undefined)
        : value,
    ) as unknown;
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
