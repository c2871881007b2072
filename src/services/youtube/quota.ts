/**
 * Quota accounting (docs/sandbox.md, wire formats): units per HTTP request actually sent, retries
 * with another key included, cache hits excluded. Search uses the historical 100 units; the rest
 * cost 1.
 */

export type Resource =
  | 'search'
  | 'videos'
  | 'channels'
  | 'playlists'
  | 'playlistItems'
  | 'commentThreads'
  | 'videoCategories'
  | 'timedtext';

export type QuotaCosts = Readonly<Record<Resource, number>>;

export const QUOTA_COSTS: QuotaCosts = {
  search: 100,
  videos: 1,
  channels: 1,
  playlists: 1,
  playlistItems: 1,
  commentThreads: 1,
  videoCategories: 1,
  timedtext: 0,
};

/** A running count of quota units and requests. */
export interface QuotaMeter {
  /** Units spent by the requests this meter saw. */
  readonly units: number;
  /** HTTP requests sent (timedtext included, at 0 units). */
  readonly requests: number;
  /** Units per resource, e.g. { search: 100, videos: 2 }. */
  readonly byResource: Readonly<Partial<Record<Resource, number>>>;
}

/** A meter that can be stopped; after stop() its counts are frozen. */
export interface RunMeter extends QuotaMeter {
  stop(): void;
}

export class Tally implements QuotaMeter {
  units = 0;
  requests = 0;
  readonly byResource: Partial<Record<Resource, number>> = {};

  add(resource: Resource, units: number): void {
    this.units += units;
    this.requests += 1;
    this.byResource[resource] = (this.byResource[resource] ?? 0) + units;
  }
}

/**
 * Where a client view charges its requests: its own active meters, then its parent's.
 * The root ledger holds the session total.
 */
export class Accounting {
  readonly #meters = new Set<Tally>();

  constructor(readonly parent?: Accounting) {}

  charge(resource: Resource, units: number): void {
    for (const meter of this.#meters) meter.add(resource, units);
    this.parent?.charge(resource, units);
  }

  attach(tally: Tally): RunMeter {
    this.#meters.add(tally);
    return Object.assign(tally, { stop: () => this.#meters.delete(tally) });
  }
}
