/**
 * The colour maths of the palette generator, all through culori (no hand-written colour
 * science): CIE76 ΔE in CIELAB (D65) as the perceptual distance, WCAG 2 contrast ratios, and
 * the HEX / RGB / HSL texts a visitor copies. `culori/fn` is the tree-shakeable entry: only the
 * colour spaces registered here are bundled, and only with the palette tool's chunk.
 */
import {
  differenceCie76,
  formatHex,
  formatHsl,
  formatRgb,
  modeHsl,
  modeLab65,
  modeLrgb,
  modeRgb,
  useMode as registerMode,
  wcagContrast,
} from 'culori/fn';

// culori's `useMode` registers a colour space (not a React hook).
for (const mode of [modeRgb, modeLrgb, modeLab65, modeHsl]) registerMode(mode);

/** An opaque sRGB colour, channels 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const culoriRgb = ({ r, g, b }: Rgb) => ({
  mode: 'rgb' as const,
  r: r / 255,
  g: g / 255,
  b: b / 255,
});

/** `#rrggbb`, lower case. */
export function rgbToHex(color: Rgb): string {
  return formatHex(culoriRgb(color));
}

/** Reads `#rrggbb` (or `#rgb`) back into channels; null for anything else. */
export function hexToRgb(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits =
    match[1].length === 3 ? match[1].replace(/./g, (digit) => digit + digit) : match[1];
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

const deltaE76 = differenceCie76();

/**
 * The perceptual distance (docs/product.md, color-palette): CIE76 ΔE, the Euclidean distance in
 * CIELAB (D65).
 */
export function perceptualDistance(a: Rgb, b: Rgb): number {
  return deltaE76(culoriRgb(a), culoriRgb(b));
}

export type ColorFormat = 'hex' | 'rgb' | 'hsl';

export const COLOR_FORMATS: readonly { value: ColorFormat; label: string }[] = [
  { value: 'hex', label: 'HEX' },
  { value: 'rgb', label: 'RGB' },
  { value: 'hsl', label: 'HSL' },
];

/** The code a swatch copies: `#d83030`, `rgb(216, 48, 48)` or `hsl(0, 68%, 52%)`. */
export function formatColor(hex: string, format: ColorFormat): string {
  const rgb = hexToRgb(hex);
  if (!rgb) return hex;
  if (format === 'hex') return rgbToHex(rgb);
  if (format === 'rgb') return formatRgb(culoriRgb(rgb));
  const hsl = formatHsl(culoriRgb(rgb));
  // culori writes fractions (hsl(0 68.35% 51.76%) style); a visitor wants whole numbers.
  return hsl.replace(/(\d+(?:\.\d+)?)/g, (n) => String(Math.round(Number(n))));
}

/** The WCAG 2 contrast ratio of two colours (1 to 21), to two decimals. */
export function contrastRatio(a: string, b: string): number {
  return Math.round(wcagContrast(a, b) * 100) / 100;
}

export type ContrastGrade = 'AAA' | 'AA' | 'AA Large' | 'Fail';

/** WCAG 2 levels for text: 7 (AAA), 4.5 (AA), 3 (AA for large text). */
export function contrastGrade(ratio: number): ContrastGrade {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA Large';
  return 'Fail';
}

/** Black or white, whichever reads better on `background` (labels on swatches and exports). */
export function readableOn(background: string): '#000000' | '#ffffff' {
  return wcagContrast(background, '#000000') >= wcagContrast(background, '#ffffff')
    ? '#000000'
    : '#ffffff';
}
