import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { extractPalette, isNearBlack, isNearWhite } from './palette';
import { hexToRgb } from './paletteColor';

/**
 * A real JPEG, generated here: JPEG noise turns a dark area into shades just above the
 * near-black line (every channel below 30), which quantise to #181818. The palette must still
 * hold no near-black or near-white colour.
 */
async function darkAreasJpeg(): Promise<Uint8ClampedArray> {
  const width = 240;
  const height = 120;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % 13;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      // The left two thirds are a dark, noisy shadow (26–38 per channel), the rest flat red.
      const pixel = x < 160 ? [26 + noise(), 26 + noise(), 26 + noise()] : [216, 48, 48];
      raw.set(pixel, at);
    }
  }
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const { data } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return new Uint8ClampedArray(data);
}

describe('the palette of a JPEG with dark areas', () => {
  it('holds the red and no near-black (or near-white) colour', async () => {
    const colors = extractPalette(await darkAreasJpeg());
    expect(colors[0]).toBe('#d83030');
    for (const color of colors) {
      const rgb = hexToRgb(color);
      expect(rgb && (isNearBlack(rgb) || isNearWhite(rgb)), color).toBe(false);
    }
  });
});
