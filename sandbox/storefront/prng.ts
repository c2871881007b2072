/**
 * A small seeded PRNG (mulberry32) and the draws the catalog generator needs, so the dataset
 * is the same on every machine and every run.
 */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string;
  /** `length` lowercase hex digits. */
  hex(length: number): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0)
      chosen.push(...pool.splice(int(0, pool.length - 1), 1));
    return chosen;
  };
  const chars = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet.charAt(int(0, alphabet.length - 1))).join('');
  const hex = (length: number) => chars('0123456789abcdef', length);
  return { next, int, pick, sample, chars, hex };
}
