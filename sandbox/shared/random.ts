/**
 * A small seeded PRNG (mulberry32) and the helpers the sandbox's dataset generators draw from,
 * so the same seed always yields the same dataset, on every machine.
 */
import { seededRandom } from '../../src/domain/random/seededRandom.ts';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A log-uniform value between min and max, for counts that span orders of magnitude. */
  logUniform(min: number, max: number): number;
  id(length: number, lastCharFrom?: string): string;
  /** `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string;
  /** `length` lowercase hex digits. */
  hex(length: number): string;
}

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The site's seeded generator (mulberry32), one source for both. */
export const mulberry32 = seededRandom;

/** Derives an independent stream for one purpose (e.g. one video's comments) from a seed. */
export function deriveSeed(seed: number, label: string): number {
  let hash = seed ^ 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const chars = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet.charAt(Math.floor(next() * alphabet.length))).join('');
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample(items, count) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, count);
    },
    logUniform: (min, max) => Math.round(Math.exp(Math.log(min) + next() * Math.log(max / min))),
    id(length, lastCharFrom) {
      const char = (from: string) => from.charAt(Math.floor(next() * from.length));
      let text = '';
      for (let i = 0; i < length - (lastCharFrom ? 1 : 0); i++) text += char(idAlphabet);
      return lastCharFrom ? text + char(lastCharFrom) : text;
    },
    chars,
    hex: (length) => chars('0123456789abcdef', length),
  };
}
