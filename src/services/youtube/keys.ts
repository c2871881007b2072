import { YouTubeError } from './errors';

/**
 * The API keys of the env contract (rule 4), tried in order. A key that answers a quota or
 * invalid-key error is exhausted for the rest of the session (this pool's lifetime) and skipped
 * by every later request. Keys are addressed by index, so they never travel into errors or logs.
 */
export class KeyPool {
  readonly #keys: readonly string[];
  readonly #exhausted = new Set<number>();
  #lastError: YouTubeError | undefined;

  constructor(keys: readonly string[]) {
    this.#keys = [...new Set(keys.map((key) => key.trim()).filter(Boolean))];
  }

  get size(): number {
    return this.#keys.length;
  }

  /** The first key neither exhausted nor already `tried` by this request. */
  pick(tried: ReadonlySet<number>): number | undefined {
    for (let index = 0; index < this.#keys.length; index++) {
      if (!this.#exhausted.has(index) && !tried.has(index)) return index;
    }
    return undefined;
  }

  key(index: number): string {
    const key = this.#keys[index];
    if (key === undefined) throw new RangeError(`No API key #${index}`);
    return key;
  }

  exhaust(index: number, error: YouTubeError): void {
    this.#exhausted.add(index);
    this.#lastError = error;
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
