import { describe, expect, it } from 'vitest';
import { paletteImagePlan } from '@/domain/tools/color-palette/paletteExport';
import { gradientPlan } from '@/domain/tools/color-palette/paletteGradient';
import { drawGradientImage, drawPaletteImage, type Draw2D } from './drawPalette';

/** A 2D context that records what is drawn, with the fill style and alpha at each fill. */
function recorder() {
  const fills: { style: unknown; alpha: number; rect: number[] }[] = [];
  const texts: { style: unknown; text: string }[] = [];
  const stops: [number, string][] = [];
  const draw = {
    fillStyle: '' as unknown,
    font: '',
    globalAlpha: 1,
    textAlign: 'start',
    textBaseline: 'alphabetic',
    createLinearGradient: () => ({
      addColorStop: (offset: number, color: string) => stops.push([offset, color]),
    }),
    fillRect(...rect: number[]) {
      fills.push({ style: this.fillStyle, alpha: this.globalAlpha, rect });
    },
    fillText(text: string) {
      texts.push({ style: this.fillStyle, text });
    },
    saved: [] as number[],
    save() {
      this.saved.push(this.globalAlpha);
    },
    restore() {
      this.globalAlpha = this.saved.pop() ?? 1;
    },
    translate: () => undefined,
    rotate: () => undefined,
  };
  return { draw: draw as unknown as Draw2D, fills, texts, stops };
}

describe('drawPaletteImage', () => {
  it('fills one full-height column per colour and writes its code', () => {
    const { draw, fills, texts } = recorder();
    drawPaletteImage(draw, paletteImagePlan(['#d83030', '#f0c030']));
    expect(fills.map((f) => [f.style, ...f.rect])).toEqual([
      ['#d83030', 0, 0, 800, 800],
      ['#f0c030', 800, 0, 800, 800],
    ]);
    expect(texts).toEqual([
      { style: '#ffffff', text: '#D83030' },
      { style: '#000000', text: '#F0C030' },
    ]);
  });
});

describe('drawGradientImage', () => {
  it('paints the base over the whole 4K picture, then 8 stripes at 0.2 opacity', () => {
    const { draw, fills, stops } = recorder();
    const plan = gradientPlan(['#d83030', '#3060d8', '#f0c030'], 1);
    drawGradientImage(draw, plan);
    expect(fills[0]?.rect).toEqual([0, 0, 3840, 2160]);
    expect(stops.map(([offset]) => offset)).toEqual([0, 0.5, 1]);
    const stripes = fills.slice(1);
    expect(stripes).toHaveLength(8);
    expect(stripes.every((s) => s.alpha === 0.2)).toBe(true);
    expect(stripes.map((s) => s.style)).toEqual(plan.stripes.map((s) => s.color));
    expect(draw.globalAlpha).toBe(1);
  });
});
