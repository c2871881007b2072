import { nextQuotaReset } from '@/domain/youtube/quotaReset';
import { YouTubeError } from './errors';

/**
 * The API keys of the env contract (docs/architecture.md, env), tried in order. Keys are addressed
 * by index, so they never travel into errors or logs. A key that fails for itself is retired, and
 * every request goes on with the next key:
 *
 * - daily quota used up (`quotaExceeded`, `dailyLimitExceeded`): retired until the quota resets,
 *   at the next midnight Pacific Time, then tried again;
 * - refused (invalid, expired, API not enabled, blocked for this site's referrer or IP): retired
 *   for the pool's lifetime (the page's), since nothing on this page will change the answer.
 *
 * A rate limit (`rateLimitExceeded`) does not retire a key: the transport waits and asks the same
 * key again.
 */
export class KeyPool {
  readonly #keys: readonly string[];
  /** Index → the time (ms) from which the key may be used again; Infinity for good. */
  readonly #retiredUntil = new Map<number, number>();
  readonly #now: () => number;
  #lastError: YouTubeError | undefined;

  constructor(keys: readonly string[], now: () => number = Date.now) {
    this.#keys = [...new Set(keys.map((key) => key.trim()).filter(Boolean))];
    this.#now = now;
  }

  get size(): number {
    return this.#keys.length;
  }

  /** The first key neither retired nor already `tried` by this request. */
  pick(tried: ReadonlySet<number>): number | undefined {
    const now = this.#now();
    for (let index = 0; index < this.#keys.length; index++) {
      if (tried.has(index)) continue;
      const until = this.#retiredUntil.get(index);
      if (until === undefined) return index;
      if (now >= until) {
        this.#retiredUntil.delete(index);
        return index;
      }
    }
    return undefined;
  }

  key(index: number): string {
    const key = this.#keys[index];
    if (key === undefined) throw new RangeError(`No API key #${index}`);
    return key;
  }

  /** Takes a key out of use after `error`: until the quota resets, or for good. */
  retire(index: number, error: YouTubeError): void {
    const until = error.kind === 'quota' ? nextQuotaReset(this.#now()) : Number.POSITIVE_INFINITY;
    this.#retiredUntil.set(index, until);
    this.#lastError = error;
  }

  /** When a retired key may be used again: a time (ms), Infinity, or undefined if it is in use. */
  retiredUntil(index: number): number | undefined {
    return this.#retiredUntil.get(index);
  }

  /** The error to throw when no key is left: the last key failure, or "no key configured". */
  failure(resource: string): YouTubeError {
    return (
      this.#lastError ??
      new YouTubeError('key', 'No YouTube API key is configured', 0, 'missingKey', resource)
    );
  }

  /** Replaces every configured key in `text` (defence in depth for error messages). */
  redact(text: string): string {
    return this.#keys.reduce((out, key) => out.split(key).join('[key]'), text);
  }
}
