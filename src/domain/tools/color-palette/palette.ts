/**
 * The colour palette generator's extraction rules (docs/product.md, color-palette), pure so that
 * they run in the Web Worker (`src/services/tools/color-palette/palette.worker.ts`) and in unit
 * tests alike:
 *
 * 1. the image is scaled so that its longer side is at most 400 px (done by the worker, sized
 *    by `scaledSize`);
 * 2. each channel is quantised in steps of 24 (`quantise`: to the nearest multiple, 255 at most);
 * 3. near-black pixels (every channel below 30) and near-white pixels (every channel above 225)
 *    are skipped, and so are mostly transparent ones (alpha below 128). The test is made on the
 *    pixel and again on its quantised colour: a dark JPEG area of (32, 28, 30) is not near-black
 *    itself but quantises to #181818, which is;
 * 4. the quantised colours are ranked by how many pixels have them (ties: the lower colour
 *    number first, so the result never depends on pixel order);
 * 5. going down that ranking, a colour is kept only if its perceptual distance (CIE76 ΔE in
 *    CIELAB, `perceptualDistance`) to every colour already kept is above 30;
 * 6. at most 6 colours are kept.
 */
import { perceptualDistance, rgbToHex, type Rgb } from './paletteColor';

export const PALETTE_MAX_SIDE = 400;
export const PALETTE_QUANT_STEP = 24;
export const PALETTE_MAX_COLORS = 6;
/** Kept colours are further apart than this (CIE76 ΔE). */
export const PALETTE_MIN_DISTANCE = 30;
/** A pixel whose channels are all below this is near-black. */
export const NEAR_BLACK_BELOW = 30;
/** A pixel whose channels are all above this is near-white. */
export const NEAR_WHITE_ABOVE = 225;
/** A pixel less opaque than this is background, not colour. */
export const OPAQUE_FROM = 128;

/** The size an image is drawn at for extraction: longer side at most 400 px, never enlarged. */
export function scaledSize(
  width: number,
  height: number,
  maxSide = PALETTE_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** One channel to the nearest multiple of 24 (255 at most). */
export function quantise(channel: number, step = PALETTE_QUANT_STEP): number {
  return Math.min(255, Math.round(channel / step) * step);
}

export function isNearBlack({ r, g, b }: Rgb): boolean {
  return r < NEAR_BLACK_BELOW && g < NEAR_BLACK_BELOW && b < NEAR_BLACK_BELOW;
}

export function isNearWhite({ r, g, b }: Rgb): boolean {
  return r > NEAR_WHITE_ABOVE && g > NEAR_WHITE_ABOVE && b > NEAR_WHITE_ABOVE;
}

/** How many pixels share each quantised colour (steps 2–3), keyed `r << 16 | g << 8 | b`. */
export function countColors(rgba: ArrayLike<number>): Map<number, number> {
  const counts = new Map<number, number>();
  for (let at = 0; at + 3 < rgba.length; at += 4) {
    const pixel = { r: rgba[at] ?? 0, g: rgba[at + 1] ?? 0, b: rgba[at + 2] ?? 0 };
    if ((rgba[at + 3] ?? 0) < OPAQUE_FROM || isNearBlack(pixel) || isNearWhite(pixel)) continue;
    const color = { r: quantise(pixel.r), g: quantise(pixel.g), b: quantise(pixel.b) };
    if (isNearBlack(color) || isNearWhite(color)) continue;
    const key = (color.r << 16) | (color.g << 8) | color.b;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const rgbOf = (key: number): Rgb => ({ r: (key >> 16) & 255, g: (key >> 8) & 255, b: key & 255 });

/** Steps 4–6 over counted colours: the palette as `#rrggbb`, most frequent first. */
export function pickDistinct(
  counts: ReadonlyMap<number, number>,
  { maxColors = PALETTE_MAX_COLORS, minDistance = PALETTE_MIN_DISTANCE } = {},
): string[] {
  const ranked = [...counts].sort(([a, na], [b, nb]) => nb - na || a - b);
  const kept: Rgb[] = [];
  for (const [key] of ranked) {
    if (kept.length >= maxColors) break;
    const color = rgbOf(key);
    if (kept.every((other) => perceptualDistance(color, other) > minDistance)) kept.push(color);
  }
  return kept.map(rgbToHex);
}

/** The whole rule set over RGBA pixels (already scaled): the image's palette. */
export function extractPalette(rgba: ArrayLike<number>): string[] {
  return pickDistinct(countColors(rgba));
}

/** The scaled image the palette came from (RGBA, at most 400 px), for picking colours from it. */
export interface PalettePicture {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** What extraction gives: the palette and the scaled picture. */
export interface PaletteExtraction {
  colors: string[];
  picture: PalettePicture;
}

/** The colour of one pixel of the picture as `#rrggbb` (coordinates clamped into it). */
export function pixelColor(picture: PalettePicture, x: number, y: number): string {
  const px = Math.min(picture.width - 1, Math.max(0, Math.floor(x)));
  const py = Math.min(picture.height - 1, Math.max(0, Math.floor(y)));
  const at = (py * picture.width + px) * 4;
  return rgbToHex({
    r: picture.rgba[at] ?? 0,
    g: picture.rgba[at + 1] ?? 0,
    b: picture.rgba[at + 2] ?? 0,
  });
}
