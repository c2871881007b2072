/**
 * Response cache: memory, plus an optional Storage (sessionStorage) holding JSON, with a TTL.
 * Only successful bodies are stored, never errors, and the keys are built without the API key.
 */

export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CacheOptions {
  /** Where entries also persist (e.g. `sessionStorage`); memory only when left out. */
  storage?: CacheStorage;
  /** Time to live in milliseconds; default 10 minutes. 0 disables caching. */
  ttlMs?: number;
  /** Most entries kept in memory; the oldest are dropped first. Default 500. */
  maxEntries?: number;
}

export const DEFAULT_CACHE_TTL_MS = 10 * 60 * 1000;
const STORAGE_PREFIX = 'yt-cache:';

interface Entry {
  expiresAt: number;
  body: string;
}

function isEntry(value: unknown): value is Entry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Entry).expiresAt === 'number' &&
    typeof (value as Entry).body === 'string'
  );
}

export type ParamValue = string | number | boolean | readonly string[] | undefined;
export type Params = Readonly<Record<string, ParamValue>>;

/** Query parameters with empties dropped, arrays joined by commas, sorted by name. */
export function serialiseParams(params: Params): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    const text = typeof value === 'object' ? value.join(',') : String(value);
    if (text !== '') pairs.push([name, text]);
  }
  return pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** `resource?sorted&params`; the API key is never part of `params`. */
export function cacheKey(base: string, resource: string, params: Params): string {
  return `${base}/${resource}?${new URLSearchParams(serialiseParams(params)).toString()}`;
}

export class ResponseCache {
  readonly #memory = new Map<string, Entry>();
  readonly #storage: CacheStorage | undefined;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: CacheOptions, now: () => number) {
    this.#storage = options.storage;
    this.#ttlMs = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? 500;
    this.#now = now;
  }

  /** The stored body text, or undefined when absent or expired. */
  get(key: string): string | undefined {
    if (this.#ttlMs <= 0) return undefined;
    const entry = this.#memory.get(key) ?? this.#fromStorage(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.delete(key);
      return undefined;
    }
    return entry.body;
  }

  set(key: string, body: string): void {
    if (this.#ttlMs <= 0) return;
    const entry: Entry = { expiresAt: this.#now() + this.#ttlMs, body };
    this.#remember(key, entry);
    try {
      this.#storage?.setItem(STORAGE_PREFIX + key, JSON.stringify(entry));
    } catch {
      // Storage full or unavailable (private mode): memory still serves this session.
    }
  }

  delete(key: string): void {
    this.#memory.delete(key);
    try {
      this.#storage?.removeItem(STORAGE_PREFIX + key);
    } catch {
      // ignore
    }
  }

  #remember(key: string, entry: Entry): void {
    this.#memory.delete(key);
    this.#memory.set(key, entry);
    while (this.#memory.size > this.#maxEntries) {
      const oldest = this.#memory.keys().next();
      if (oldest.done) break;
      this.#memory.delete(oldest.value);
    }
  }

  #fromStorage(key: string): Entry | undefined {
    if (!this.#storage) return undefined;
    try {
      const text = this.#storage.getItem(STORAGE_PREFIX + key);
      if (text === null) return undefined;
      const entry: unknown = JSON.parse(text);
      if (!isEntry(entry)) return undefined;
      this.#remember(key, entry);
      return entry;
    } catch {
      return undefined;
    }
  }
}
