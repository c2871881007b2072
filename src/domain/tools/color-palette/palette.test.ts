import { describe, expect, it } from 'vitest';
import {
  NEAR_BLACK_BELOW,
  NEAR_WHITE_ABOVE,
  PALETTE_MAX_COLORS,
  PALETTE_MAX_SIDE,
  PALETTE_MIN_DISTANCE,
  PALETTE_QUANT_STEP,
  countColors,
  extractPalette,
  isNearBlack,
  isNearWhite,
  pickDistinct,
  quantise,
  scaledSize,
} from './palette';
import { perceptualDistance } from './paletteColor';

/** RGBA pixels: each [r, g, b] repeated `count` times, opaque unless alpha is given. */
function pixels(...runs: [number, number, number, number, number?][]): Uint8ClampedArray {
  const out: number[] = [];
  for (const [r, g, b, count, alpha = 255] of runs) {
    for (let i = 0; i < count; i += 1) out.push(r, g, b, alpha);
  }
  return new Uint8ClampedArray(out);
}

describe('the documented constants', () => {
  it('scales to 400 px, quantises by 24, keeps 6 colours further apart than 30', () => {
    expect(PALETTE_MAX_SIDE).toBe(400);
    expect(PALETTE_QUANT_STEP).toBe(24);
    expect(PALETTE_MAX_COLORS).toBe(6);
    expect(PALETTE_MIN_DISTANCE).toBe(30);
  });
});

describe('scaledSize', () => {
  it('brings the longer side down to 400 px, keeping the shape', () => {
    expect(scaledSize(6000, 4000)).toEqual({ width: 400, height: 267 });
    expect(scaledSize(1080, 1920)).toEqual({ width: 225, height: 400 });
  });
  it('never enlarges a small image', () => {
    expect(scaledSize(320, 200)).toEqual({ width: 320, height: 200 });
  });
  it('keeps at least one pixel on each side', () => {
    expect(scaledSize(10_000, 1)).toEqual({ width: 400, height: 1 });
  });
});

describe('quantise (steps of 24)', () => {
  it('rounds each channel to the nearest multiple of 24', () => {
    expect(quantise(0)).toBe(0);
    expect(quantise(11)).toBe(0);
    expect(quantise(12)).toBe(24);
    expect(quantise(35)).toBe(24);
    expect(quantise(36)).toBe(48);
    expect(quantise(216)).toBe(216);
    expect(quantise(227)).toBe(216);
    expect(quantise(228)).toBe(240);
  });
  it('never goes past 255', () => {
    expect(quantise(250)).toBe(240);
    expect(quantise(252)).toBe(255);
    expect(quantise(255)).toBe(255);
  });
  it('merges nearby shades into one colour', () => {
    const counts = countColors(pixels([190, 40, 40, 1], [195, 44, 52, 1], [200, 50, 45, 1]));
    expect([...counts]).toEqual([[(192 << 16) | (48 << 8) | 48, 3]]);
  });
});

describe('near-black and near-white pixels', () => {
  it('are every channel below 30 and every channel above 225', () => {
    expect(NEAR_BLACK_BELOW).toBe(30);
    expect(NEAR_WHITE_ABOVE).toBe(225);
    expect(isNearBlack({ r: 29, g: 29, b: 29 })).toBe(true);
    expect(isNearBlack({ r: 30, g: 0, b: 0 })).toBe(false);
    expect(isNearWhite({ r: 226, g: 226, b: 226 })).toBe(true);
    expect(isNearWhite({ r: 225, g: 255, b: 255 })).toBe(false);
  });
  it('are skipped, however many there are, and so are transparent pixels', () => {
    const image = pixels(
      [0, 0, 0, 500],
      [255, 255, 255, 400],
      [20, 25, 10, 300],
      [48, 96, 216, 200, 0],
      [216, 48, 48, 10],
    );
    expect(extractPalette(image)).toEqual(['#d83030']);
  });
  it('are judged again after quantising: a dark shade that rounds to near-black is skipped', () => {
    // (32, 28, 35) is not near-black itself but quantises to #181818, which is.
    const image = pixels([32, 28, 35, 500], [216, 48, 48, 10]);
    expect(extractPalette(image)).toEqual(['#d83030']);
  });
  it('leave an all-black-and-white image with no colours', () => {
    expect(extractPalette(pixels([0, 0, 0, 10], [250, 250, 250, 10]))).toEqual([]);
  });
});

describe('ranking and the perceptual distance (CIE76 ΔE)', () => {
  it('ranks by frequency, most common first', () => {
    const image = pixels([48, 96, 216, 10], [216, 48, 48, 30], [48, 168, 72, 20]);
    expect(extractPalette(image)).toEqual(['#d83030', '#30a848', '#3060d8']);
  });
  it('measures CIE76 ΔE in Lab: black to white is 100', () => {
    expect(perceptualDistance({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(
      100,
      1,
    );
  });
  it('drops a colour within 30 of one already kept, keeps one beyond 30', () => {
    const red = { r: 216, g: 48, b: 48 };
    const nearRed = { r: 216, g: 72, b: 48 };
    const orange = { r: 240, g: 144, b: 48 };
    expect(perceptualDistance(red, nearRed)).toBeLessThanOrEqual(30);
    expect(perceptualDistance(red, orange)).toBeGreaterThan(30);
    const image = pixels([216, 48, 48, 30], [216, 72, 48, 20], [240, 144, 48, 10]);
    expect(extractPalette(image)).toEqual(['#d83030', '#f09030']);
  });
  it('breaks ties by colour number, whatever the pixel order', () => {
    const a = pixels([48, 96, 216, 5], [216, 48, 48, 5]);
    const b = pixels([216, 48, 48, 5], [48, 96, 216, 5]);
    expect(extractPalette(a)).toEqual(extractPalette(b));
  });
});

describe('at most 6 colours', () => {
  it('keeps the 6 most frequent distinct colours of 8', () => {
    const eight: [number, number, number, number][] = [
      [216, 48, 48, 80],
      [48, 96, 216, 70],
      [48, 168, 72, 60],
      [240, 192, 48, 50],
      [144, 48, 168, 40],
      [48, 192, 192, 30],
      [240, 120, 168, 20],
      [120, 72, 24, 10],
    ];
    const palette = extractPalette(pixels(...eight));
    expect(palette).toHaveLength(6);
    expect(palette).toEqual(['#d83030', '#3060d8', '#30a848', '#f0c030', '#9030a8', '#30c0c0']);
  });
  it('can be asked for fewer', () => {
    const counts = countColors(pixels([216, 48, 48, 3], [48, 96, 216, 2]));
    expect(pickDistinct(counts, { maxColors: 1 })).toEqual(['#d83030']);
  });
});
