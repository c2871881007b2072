/**
 * What the palette generator says and saves (docs/product.md, color-palette): its messages, the
 * seed input, the 1600×800 palette image's layout, and the CSS-variables and JSON exports.
 */
import { accept, reject, type InputResult } from '@/domain/tool-kit/inputResult';
import { formatColor, readableOn } from './paletteColor';
import { DEFAULT_SEED, GRADIENT_MIN_COLORS, type GradientPlan } from './paletteGradient';

export const PALETTE_MESSAGES = {
  /** docs/product.md, color-palette. */
  needTwoColors: 'Please add at least 2 colors to generate a gradient',
  /** docs/product.md, color-palette. */
  copied: 'Color code copied to clipboard!',
  notImage: 'Only image files can be used. Please choose a PNG, JPEG, WebP or GIF image.',
  unreadable: 'This image could not be read. Please try another file.',
  analysisFailed: 'The image could not be analyzed. Please try again.',
  copyFailed: 'Could not copy the color code. Please copy it by hand.',
  exportFailed: 'The image could not be created. Please try again.',
  seed: 'The seed must be a whole number of at least 1.',
  noColors:
    'No colors were found: the image is almost all black or white. Add colors with Add Color.',
} as const;

export const PALETTE_IMAGE_WIDTH = 1600;
export const PALETTE_IMAGE_HEIGHT = 800;

export const PALETTE_FILES = {
  image: 'color-palette.png',
  css: 'color-palette.css',
  json: 'color-palette.json',
  gradient: (seed: number) => `gradient-4k-seed-${seed}.png`,
} as const;

export const canMakeGradient = (colors: readonly string[]) => colors.length >= GRADIENT_MIN_COLORS;

/**
 * The seed as typed: a whole number of at least 1 (docs/product.md, color-palette); the typed text
 * is never changed.
 */
export function readSeed(text: string): InputResult<number> {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return reject(PALETTE_MESSAGES.seed);
  const seed = Number(trimmed);
  return Number.isSafeInteger(seed) && seed >= 1 ? accept(seed) : reject(PALETTE_MESSAGES.seed);
}

export const DEFAULT_SEED_TEXT = String(DEFAULT_SEED);

export interface PaletteColumn {
  color: string;
  /** What is written on it, in black or white, whichever reads better. */
  label: string;
  labelColor: string;
  x: number;
  width: number;
}

export interface PaletteImagePlan {
  width: number;
  height: number;
  columns: readonly PaletteColumn[];
}

/** The exported palette image: one full-height column per colour, its HEX code near the foot. */
export function paletteImagePlan(colors: readonly string[]): PaletteImagePlan {
  const width = PALETTE_IMAGE_WIDTH;
  const columns = colors.map((color, i) => {
    const x = Math.round((i * width) / colors.length);
    const next = Math.round(((i + 1) * width) / colors.length);
    return {
      color,
      label: formatColor(color, 'hex').toUpperCase(),
      labelColor: readableOn(color),
      x,
      width: next - x,
    };
  });
  return { width, height: PALETTE_IMAGE_HEIGHT, columns };
}

/** `:root { --palette-1: #d83030; … }` */
export function paletteCss(colors: readonly string[]): string {
  const lines = colors.map((color, i) => `  --palette-${i + 1}: ${formatColor(color, 'hex')};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

/** `{ "colors": [{ "hex", "rgb", "hsl" }, …] }`, pretty-printed. */
export function paletteJson(colors: readonly string[]): string {
  const entries = colors.map((color) => ({
    hex: formatColor(color, 'hex'),
    rgb: formatColor(color, 'rgb'),
    hsl: formatColor(color, 'hsl'),
  }));
  return `${JSON.stringify({ colors: entries }, null, 2)}\n`;
}

/** Adds picked colours to the palette, each once (codes compared in lower case). */
export function addColors(palette: readonly string[], picked: readonly string[]): string[] {
  const result = [...palette];
  for (const color of picked) {
    const hex = color.toLowerCase();
    if (!result.includes(hex)) result.push(hex);
  }
  return result;
}

/** An image export the worker draws. */
export type PaletteExportRequest =
  | { kind: 'palette-image'; plan: PaletteImagePlan }
  | { kind: 'gradient-image'; plan: GradientPlan };

/** Only files of an image type are accepted (docs/product.md, color-palette). */
export const isImageFile = (file: { type: string }) => file.type.startsWith('image/');
