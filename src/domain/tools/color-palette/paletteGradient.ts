/**
 * The 4K gradient of the palette (docs/product.md, color-palette): a 3840×2160 image, the palette
 * as a smooth base, with 8 layered stripes at 0.2 opacity whose colours, angles, positions and
 * widths are shuffled by the seed. The plan is pure data, so the same seed always gives the same
 * image; `src/services/tools/color-palette` draws it.
 */
import { seededRandom, seededShuffle } from '@/domain/random/seededRandom';
export const GRADIENT_WIDTH = 3840;
export const GRADIENT_HEIGHT = 2160;
export const GRADIENT_STRIPES = 8;
export const GRADIENT_STRIPE_OPACITY = 0.2;
export const DEFAULT_SEED = 1;
export const GRADIENT_MIN_COLORS = 2;

export interface GradientStripe {
  color: string;
  /** Centre of the stripe across the width, in pixels. */
  x: number;
  /** Width of the stripe, in pixels. */
  width: number;
  /** Tilt from vertical, in degrees (−30 to 30). */
  angle: number;
  opacity: number;
}

export interface GradientPlan {
  width: number;
  height: number;
  /** The palette left to right as the base gradient's stops. */
  base: readonly string[];
  /** Drawn in order, each over the last. */
  stripes: readonly GradientStripe[];
}

/** The image for `colors` (at least 2) and `seed`. */
export function gradientPlan(colors: readonly string[], seed: number): GradientPlan {
  if (colors.length < GRADIENT_MIN_COLORS) {
    throw new Error('gradientPlan: a gradient needs at least 2 colours');
  }
  const random = seededRandom(seed);
  const base = seededShuffle(colors, random);
  const cycled = Array.from(
    { length: GRADIENT_STRIPES },
    (_, i) => colors[i % colors.length] ?? '',
  );
  const stripeColors = seededShuffle(cycled, random);
  const stripes = stripeColors.map((color) => ({
    color,
    x: Math.round(random() * GRADIENT_WIDTH),
    width: Math.round(GRADIENT_WIDTH * (0.1 + random() * 0.25)),
    angle: Math.round((random() * 60 - 30) * 10) / 10,
    opacity: GRADIENT_STRIPE_OPACITY,
  }));
  return { width: GRADIENT_WIDTH, height: GRADIENT_HEIGHT, base, stripes };
}
