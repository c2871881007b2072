/**
 * Drawing the winner and the shuffle that lands on them (docs/product.md, comment-picker).
 *
 * The draw is uniform: 32-bit words from `crypto.getRandomValues` (injected as `RandomFill`, so
 * tests and stories choose the bytes), with rejection sampling: a word at or above the largest
 * multiple of `count` below 2^32 is thrown away and another one drawn, so `word % count` favours
 * no entry.
 *
 * The shuffle's delay curve: the delay before the next name grows linearly with the time
 * elapsed, d(t) = 50 + 250 · t / 4000 ms (rounded to whole ms): 50 ms at the start, on its way
 * to 300 ms at 4 s. Names follow each other until 4 s; the last one is the winner's, held until
 * exactly 4 s (its wait is cut short so the shuffle never runs over). With these numbers: 30
 * frames, delays 50, 53, 56, … 257, 273, then 159 for the landing.
 */
import type { VideoComment } from '@/domain/tool-kit/videoComments';

/** Fills the array with random words, as `crypto.getRandomValues` does. */
export type RandomFill = (words: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

/** docs/product.md, comment-picker. */
export const SHUFFLE_MS = 4000;
export const SHUFFLE_FIRST_DELAY_MS = 50;
export const SHUFFLE_LAST_DELAY_MS = 300;
/** The shuffle cycles among at most the first 100 names. */
export const SHUFFLE_NAME_LIMIT = 100;
export const CONFETTI_MS = 3000;

const WORDS = 2 ** 32;

/** A uniform index in [0, count) from random words, by rejection sampling. */
export function drawIndex(count: number, random: RandomFill): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Cannot draw from ${count}`);
  const limit = WORDS - (WORDS % count);
  const word = new Uint32Array(1);
  for (;;) {
    const value = random(word)[0] ?? 0;
    if (value < limit) return value % count;
  }
}

/** The delay after a name shown at `elapsed` ms into the shuffle (the curve above). */
export function shuffleDelayAt(elapsed: number): number {
  const span = SHUFFLE_LAST_DELAY_MS - SHUFFLE_FIRST_DELAY_MS;
  return Math.round(SHUFFLE_FIRST_DELAY_MS + (span * elapsed) / SHUFFLE_MS);
}

/** How long each name of the shuffle stays: they add up to exactly 4 s. */
export function shuffleDelays(): number[] {
  const delays: number[] = [];
  let elapsed = 0;
  for (;;) {
    const delay = shuffleDelayAt(elapsed);
    if (elapsed + delay >= SHUFFLE_MS) {
      delays.push(SHUFFLE_MS - elapsed);
      return delays;
    }
    delays.push(delay);
    elapsed += delay;
  }
}

/** The names shuffled through: at most the first 100 entries' names, then the winner's last. */
export function shuffleNames(
  entries: readonly VideoComment[],
  winner: VideoComment,
  frames: number,
): string[] {
  const pool = entries.slice(0, SHUFFLE_NAME_LIMIT).map((entry) => entry.author);
  return Array.from({ length: frames }, (_, frame) =>
    frame === frames - 1 ? winner.author : (pool[frame % pool.length] ?? winner.author),
  );
}
