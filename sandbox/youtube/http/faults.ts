/** Injected latency and failures, so clients' loading and retry paths can be exercised. */
import { createRandom, deriveSeed } from '../../shared/random.ts';

export interface FaultOptions {
  latencyMs: number;
  /** Share of API requests (0..1) that fail with 500 backendError, in a seeded sequence. */
  faultRate: number;
  seed: number;
  /**
   * Rate-limit bursts: this many API requests in a row (with a valid key) answer 403
   * rateLimitExceeded, at the start and then every `rateLimitEvery` requests. 0: never.
   */
  rateLimitBurst?: number;
  /** The period of the bursts in requests; 0 (the default): one burst, at the start. */
  rateLimitEvery?: number;
}

export interface Faults {
  delay(): Promise<void>;
  /** Whether this request should fail; draws the next value of the sequence. */
  shouldFail(): boolean;
  /** Whether this request falls in a rate-limit burst; counts the request. */
  shouldRateLimit(): boolean;
}

export function createFaults({
  latencyMs,
  faultRate,
  seed,
  rateLimitBurst = 0,
  rateLimitEvery = 0,
}: FaultOptions): Faults {
  const random = createRandom(deriveSeed(seed, 'faults'));
  let counted = 0;
  return {
    delay: () =>
      latencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, latencyMs)) : Promise.resolve(),
    shouldFail: () => faultRate > 0 && random.next() < faultRate,
    shouldRateLimit: () => {
      const index = counted++;
      if (rateLimitBurst <= 0) return false;
      const position = rateLimitEvery > 0 ? index % rateLimitEvery : index;
      return position < rateLimitBurst;
    },
  };
}

/** Reads a knob from the environment; invalid or absent values fall back. */
export function numberFromEnv(name: string, fallback: number, range: [number, number]): number {
  const raw = process.env[name];
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= range[0] && value <= range[1] ? value : fallback;
}
