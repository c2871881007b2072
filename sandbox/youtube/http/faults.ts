/** Injected latency and failures, so clients' loading and retry paths can be exercised. */
import { createRandom, deriveSeed } from '../../shared/random.ts';

export interface FaultOptions {
  latencyMs: number;
  /** Share of API requests (0..1) that fail with 500 backendError, in a seeded sequence. */
  faultRate: number;
  seed: number;
}

export interface Faults {
  delay(): Promise<void>;
  /** Whether this request should fail; draws the next value of the sequence. */
  shouldFail(): boolean;
}

export function createFaults({ latencyMs, faultRate, seed }: FaultOptions): Faults {
  const random = createRandom(deriveSeed(seed, 'faults'));
  return {
    delay: () =>
      latencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, latencyMs)) : Promise.resolve(),
    shouldFail: () => faultRate > 0 && random.next() < faultRate,
  };
}

/** Reads a knob from the environment; invalid or absent values fall back. */
export function numberFromEnv(name: string, fallback: number, range: [number, number]): number {
  const raw = process.env[name];
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= range[0] && value <= range[1] ? value : fallback;
}
