/**
 * How a story's screenshot is held against its baseline.
 *
 * - Drawn by the browser major that drew the baselines: pixel for pixel, one changed pixel fails.
 * - Drawn by another major (Debian moves Chromium every few weeks): what the browser draws
 *   itself (a textarea's resize grip) or anti-aliases may differ a little, so the screenshot is
 *   compared with pixelmatch within `crossBrowserTolerance`: a few dozen stray pixels pass, a
 *   moved, missing or recoloured element does not. The numbers come from measuring Chromium 150
 *   against baselines drawn by 156 (docs/testing.md, "Another Chromium major"; `node
 *   scripts/test-stories.mjs --measure-drift DIR` measures the next pair).
 */
import pixelmatch from 'pixelmatch';

/** Decoded RGBA pixels. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface Tolerance {
  /**
   * The colour distance (pixelmatch's OKLab HyAB, 0 black vs white) under which two pixels are
   * the same: above a gradient's dithering, below the step between two neighbouring shades of
   * the theme (dark 7 → dark 8 is 0.021).
   */
  threshold: number;
  /** At most this many pixels may differ by more than `threshold`, anti-aliased ones ignored. */
  maxDiffPixels: number;
  /**
   * Anti-aliasing detection takes a thin stroke for anti-aliasing (a 1.5 px check icon, a 1 px
   * border) and would let it vanish: pixels that differ strongly (by more than this distance)
   * are also counted with anti-aliased ones included...
   */
  strongThreshold: number;
  /** ...and at most this many may. */
  maxStrongDiffPixels: number;
}

/**
 * Measured on the 593 compared stories, Chromium 150 against baselines drawn by 156: 571
 * identical; 12 differ only in the textarea's resize grip the browser draws (36 pixels with
 * anti-aliasing ignored, 16 over `strongThreshold`); 10 differ because 150 takes focus off a
 * button disabled for a moment after a click, so its focus ring is missing (222–2,000 / 214–2,042
 * pixels): the page does look different, and they failed (since fixed in the site: a busy button
 * keeps focus, and those 10 are identical). Real changes tried on real screenshots:
 * a missing 12–18 px check icon (5–11 / 26–35), a button moved by 2 px (566–933 / 710–1,080),
 * a button's fill changed to the next shade (4,010–4,140 / 0). Each limit sits between the two.
 */
export const crossBrowserTolerance: Tolerance = {
  threshold: 0.015,
  maxDiffPixels: 48,
  strongThreshold: 0.2,
  maxStrongDiffPixels: 20,
};

export interface Comparison {
  /** Pixels whose bytes differ, counting every pixel outside the smaller image. */
  changed: number;
  sameSize: boolean;
  /** Pixels differing by more than `threshold`, anti-aliasing ignored (`changed` if sizes differ). */
  diff: number;
  /** The same with anti-aliased pixels counted. */
  diffWithAA: number;
  /** Pixels differing by more than `strongThreshold`, anti-aliased ones counted. */
  strong: number;
  /** Whether the screenshot passes within the tolerance it was compared with. */
  withinTolerance: boolean;
}

/** pixelmatch reads pixels as 32-bit words: the bytes must start on a multiple of 4. */
const aligned = (data: Uint8Array) => (data.byteOffset % 4 === 0 ? data : new Uint8Array(data));

/** Pixels whose RGBA bytes differ; every pixel the other image does not cover counts. */
export function changedPixels(expected: Pixels, actual: Pixels): number {
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  let changed = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= expected.width || y >= expected.height) changed++;
      else if (x >= actual.width || y >= actual.height) changed++;
      else {
        const e = (y * expected.width + x) * 4;
        const a = (y * actual.width + x) * 4;
        if (
          expected.data[e] !== actual.data[a] ||
          expected.data[e + 1] !== actual.data[a + 1] ||
          expected.data[e + 2] !== actual.data[a + 2] ||
          expected.data[e + 3] !== actual.data[a + 3]
        ) {
          changed++;
        }
      }
    }
  }
  return changed;
}

/**
 * Compares a screenshot with its baseline. `tolerance` null: exact (any changed pixel fails).
 * Images of different sizes never pass: an element that grew or moved changes the region.
 * `diffImage`, when given (width × height × 4 bytes of an equal-sized pair), receives
 * pixelmatch's picture of the differences (red: differing, yellow: anti-aliasing it ignored).
 */
export function compareImages(
  expected: Pixels,
  actual: Pixels,
  tolerance: Tolerance | null,
  diffImage?: Uint8Array,
): Comparison {
  const changed = changedPixels(expected, actual);
  const sameSize = expected.width === actual.width && expected.height === actual.height;
  if (!sameSize || changed === 0) {
    return {
      changed,
      sameSize,
      diff: changed,
      diffWithAA: changed,
      strong: changed,
      withinTolerance: changed === 0,
    };
  }
  const { width, height } = expected;
  const a = aligned(expected.data);
  const b = aligned(actual.data);
  const { threshold, strongThreshold, maxDiffPixels, maxStrongDiffPixels } =
    tolerance ?? crossBrowserTolerance;
  const diff = pixelmatch(a, b, diffImage, width, height, { threshold });
  const diffWithAA = pixelmatch(a, b, null, width, height, { threshold, includeAA: true });
  const strong = pixelmatch(a, b, null, width, height, {
    threshold: strongThreshold,
    includeAA: true,
  });
  return {
    changed,
    sameSize,
    diff,
    diffWithAA,
    strong,
    withinTolerance: tolerance !== null && diff <= maxDiffPixels && strong <= maxStrongDiffPixels,
  };
}

/** The major version in a browser's name ('Chromium 156.0.8078.108' → 156), or null. */
export function majorVersion(browser: string): number | null {
  const match = /(\d+)\.\d+\.\d+\.\d+/.exec(browser) ?? /\d+/.exec(browser);
  return match ? Number(match[1] ?? match[0]) : null;
}

/** Whether screenshots of `running` are held to baselines of `recordedWith` pixel for pixel. */
export function sameMajor(recordedWith: string, running: string): boolean {
  const recorded = majorVersion(recordedWith);
  return recorded !== null && recorded === majorVersion(running);
}
