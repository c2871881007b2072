import { describe, expect, it } from 'vitest';
import {
  CONFETTI_MS,
  SHUFFLE_MS,
  SHUFFLE_NAME_LIMIT,
  drawIndex,
  shuffleDelayAt,
  shuffleDelays,
  shuffleNames,
  type RandomFill,
} from './commentPickerDraw';
import type { VideoComment } from '@/domain/tool-kit/videoComments';

/** The item at `index` of a fixture list (a broken fixture throws). */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${String(index)}`);
  return item;
}

/** A random source that hands out `words` in order. */
const words = (...values: number[]): RandomFill & { used: () => number } => {
  let next = 0;
  const fill: RandomFill = (array) => {
    for (let i = 0; i < array.length; i += 1) {
      array[i] = values[next] ?? 0;
      next += 1;
    }
    return array;
  };
  return Object.assign(fill, { used: () => next });
};

describe('drawIndex', () => {
  it('maps a word to an index by its remainder', () => {
    expect(drawIndex(10, words(0))).toBe(0);
    expect(drawIndex(10, words(1234567))).toBe(7);
    expect(drawIndex(1, words(4_000_000_000))).toBe(0);
  });

  it('rejects the words of the last, incomplete round (no bias) and draws again', () => {
    // 2^32 = 4,294,967,296; for 10 entries the last complete round ends at 4,294,967,290.
    const random = words(4_294_967_290, 4_294_967_295, 13);
    expect(drawIndex(10, random)).toBe(3);
    expect(random.used()).toBe(3);
    // The highest accepted word is used as is.
    expect(drawIndex(10, words(4_294_967_289))).toBe(9);
  });

  it('is uniform over every residue for a count that does not divide 2^32', () => {
    const count = 3;
    const seen = new Set<number>();
    for (let word = 0; word < 30; word += 1) seen.add(drawIndex(count, words(word)));
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });

  it('refuses to draw from nothing', () => {
    expect(() => drawIndex(0, words(1))).toThrow(RangeError);
  });
});

describe('the shuffle schedule (docs/product.md, comment-picker: 4 s, 50 → 300 ms)', () => {
  const delays = shuffleDelays();

  it('follows d(t) = 50 + 250·t/4000', () => {
    expect(shuffleDelayAt(0)).toBe(50);
    expect(shuffleDelayAt(2000)).toBe(175);
    expect(shuffleDelayAt(4000)).toBe(300);
  });

  it('starts at 50 ms, grows, stays within 300 ms and runs exactly 4 s', () => {
    expect(SHUFFLE_MS).toBe(4000);
    expect(delays[0]).toBe(50);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBe(4000);
    const growing = delays.slice(0, -1);
    growing.slice(1).forEach((delay, i) => {
      expect(delay).toBeGreaterThan(nth(growing, i));
    });
    expect(delays.slice(0, 4)).toEqual([50, 53, 56, 60]);
    expect(delays.slice(-3)).toEqual([257, 273, 159]);
    expect(Math.max(...delays)).toBeLessThanOrEqual(300);
    expect(growing.at(-1)).toBeGreaterThan(250);
    expect(delays).toHaveLength(30);
  });

  it('lasts 3 s of confetti', () => {
    expect(CONFETTI_MS).toBe(3000);
  });
});

describe('shuffleNames', () => {
  const entry = (n: number): VideoComment => ({
    id: String(n),
    author: `@fan${n}`,
    authorChannelId: `UC${n}`,
    authorAvatarUrl: null,
    text: 'hi',
    publishedAt: '2026-11-01T10:00:00Z',
    likeCount: 0,
    replyCount: 0,
  });
  const entries = Array.from({ length: 250 }, (_, n) => entry(n));

  it('cycles among at most the first 100 names and lands on the winner', () => {
    const names = shuffleNames(entries, nth(entries, 240), 130);
    expect(SHUFFLE_NAME_LIMIT).toBe(100);
    expect(names).toHaveLength(130);
    expect(names[0]).toBe('@fan0');
    expect(names[99]).toBe('@fan99');
    expect(names[100]).toBe('@fan0');
    expect(names.slice(0, -1).every((name) => Number(name.slice(4)) < 100)).toBe(true);
    expect(names.at(-1)).toBe('@fan240');
  });

  it('works with one entry', () => {
    expect(shuffleNames([nth(entries, 0)], nth(entries, 0), 3)).toEqual([
      '@fan0',
      '@fan0',
      '@fan0',
    ]);
  });
});
