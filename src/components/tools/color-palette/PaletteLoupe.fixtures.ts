import type { PalettePicture } from '@/domain/tools/color-palette/palette';

/** The flat colours of the fixture picture, left to right (quantised already: multiples of 24). */
export const fixtureBlocks = ['#d83030', '#3060d8', '#f0c030'] as const;

/** A 240×135 picture of three flat vertical blocks (no gradients: small, stable screenshots). */
export function fixturePicture(blocks: readonly string[] = fixtureBlocks): PalettePicture {
  const width = 240;
  const height = 135;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const hex = blocks[Math.floor((x * blocks.length) / width)] ?? '#000000';
      const value = Number.parseInt(hex.slice(1), 16);
      const at = (y * width + x) * 4;
      rgba[at] = (value >> 16) & 255;
      rgba[at + 1] = (value >> 8) & 255;
      rgba[at + 2] = value & 255;
      rgba[at + 3] = 255;
    }
  }
  return { width, height, rgba };
}

/** A stand-in for the visitor's photo (the story actors never read it). */
export const fixturePhoto = () => new File(['fixture'], 'sunset.png', { type: 'image/png' });
