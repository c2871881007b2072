import { describe, expect, it } from 'vitest';
import {
  PALETTE_FILES,
  PALETTE_MESSAGES,
  addColors,
  canMakeGradient,
  paletteCss,
  paletteImagePlan,
  paletteJson,
  readSeed,
} from './paletteExport';
import { contrastGrade, contrastRatio, formatColor, hexToRgb, readableOn } from './paletteColor';

describe('the documented texts', () => {
  it('are exact', () => {
    expect(PALETTE_MESSAGES.needTwoColors).toBe(
      'Please add at least 2 colors to generate a gradient',
    );
    expect(PALETTE_MESSAGES.copied).toBe('Color code copied to clipboard!');
  });
  it('a gradient needs at least 2 colours', () => {
    expect(canMakeGradient([])).toBe(false);
    expect(canMakeGradient(['#d83030'])).toBe(false);
    expect(canMakeGradient(['#d83030', '#3060d8'])).toBe(true);
  });
});

describe('readSeed (an integer of at least 1)', () => {
  it('accepts whole numbers from 1, spaces around allowed', () => {
    expect(readSeed('1')).toEqual({ ok: true, value: 1 });
    expect(readSeed(' 42 ')).toEqual({ ok: true, value: 42 });
  });
  it.each(['0', '-3', '1.5', '', 'abc', '1e3', '99999999999999999999'])('refuses %j', (text) => {
    expect(readSeed(text)).toEqual({ ok: false, error: PALETTE_MESSAGES.seed });
  });
});

describe('the 1600×800 palette image', () => {
  it('has one full-height column per colour, filling the width exactly', () => {
    const plan = paletteImagePlan(['#d83030', '#3060d8', '#f0c030']);
    expect([plan.width, plan.height]).toEqual([1600, 800]);
    expect(plan.columns.map((c) => [c.x, c.width])).toEqual([
      [0, 533],
      [533, 534],
      [1067, 533],
    ]);
    expect(plan.columns.map((c) => c.label)).toEqual(['#D83030', '#3060D8', '#F0C030']);
    expect(plan.columns.map((c) => c.labelColor)).toEqual(['#ffffff', '#ffffff', '#000000']);
  });
});

describe('file formats', () => {
  it('CSS variables, one per colour, in order', () => {
    expect(paletteCss(['#d83030', '#3060d8'])).toBe(
      ':root {\n  --palette-1: #d83030;\n  --palette-2: #3060d8;\n}\n',
    );
  });
  it('JSON with HEX, RGB and HSL of each colour', () => {
    const parsed = JSON.parse(paletteJson(['#d83030'])) as unknown;
    expect(parsed).toEqual({
      colors: [{ hex: '#d83030', rgb: 'rgb(216, 48, 48)', hsl: 'hsl(0, 68%, 52%)' }],
    });
  });
  it('file names', () => {
    expect(PALETTE_FILES.image).toBe('color-palette.png');
    expect(PALETTE_FILES.gradient(7)).toBe('gradient-4k-seed-7.png');
  });
});

describe('colour codes and contrast (culori)', () => {
  it('writes HEX, RGB and HSL', () => {
    expect(formatColor('#3060D8', 'hex')).toBe('#3060d8');
    expect(formatColor('#3060d8', 'rgb')).toBe('rgb(48, 96, 216)');
    expect(formatColor('#3060d8', 'hsl')).toBe('hsl(223, 68%, 52%)');
    expect(hexToRgb('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(hexToRgb('red')).toBeNull();
  });
  it('gives WCAG ratios and grades', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBe(4.48);
    expect(contrastGrade(21)).toBe('AAA');
    expect(contrastGrade(4.5)).toBe('AA');
    expect(contrastGrade(4.48)).toBe('AA Large');
    expect(contrastGrade(2)).toBe('Fail');
    expect(readableOn('#f0c030')).toBe('#000000');
  });
});

describe('addColors', () => {
  it('adds each picked colour once, in lower case', () => {
    expect(addColors(['#d83030'], ['#D83030', '#3060D8', '#3060d8'])).toEqual([
      '#d83030',
      '#3060d8',
    ]);
  });
});
