import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEED,
  GRADIENT_HEIGHT,
  GRADIENT_STRIPES,
  GRADIENT_STRIPE_OPACITY,
  GRADIENT_WIDTH,
  gradientPlan,
} from './paletteGradient';
import { seededRandom, seededShuffle } from '@/domain/random/seededRandom';

const colors = ['#d83030', '#3060d8', '#30a848'];

describe('the documented gradient', () => {
  it('is 3840×2160 with 8 stripes at 0.2 opacity; the default seed is 1', () => {
    const plan = gradientPlan(colors, DEFAULT_SEED);
    expect(DEFAULT_SEED).toBe(1);
    expect([plan.width, plan.height]).toEqual([3840, 2160]);
    expect([GRADIENT_WIDTH, GRADIENT_HEIGHT, GRADIENT_STRIPES]).toEqual([3840, 2160, 8]);
    expect(plan.stripes).toHaveLength(8);
    expect(plan.stripes.every((s) => s.opacity === GRADIENT_STRIPE_OPACITY)).toBe(true);
    expect(GRADIENT_STRIPE_OPACITY).toBe(0.2);
  });
  it('uses only the palette, every colour at least twice among the stripes of 3 colours', () => {
    const plan = gradientPlan(colors, 7);
    expect([...plan.base].sort()).toEqual([...colors].sort());
    for (const color of colors) {
      expect(plan.stripes.filter((s) => s.color === color).length).toBeGreaterThanOrEqual(2);
    }
  });
  it('keeps stripes within the picture and tilted at most 30°', () => {
    for (const stripe of gradientPlan(colors, 123).stripes) {
      expect(stripe.x).toBeGreaterThanOrEqual(0);
      expect(stripe.x).toBeLessThanOrEqual(3840);
      expect(Math.abs(stripe.angle)).toBeLessThanOrEqual(30);
      expect(stripe.width).toBeGreaterThan(0);
    }
  });
  it('needs at least 2 colours', () => {
    expect(() => gradientPlan(['#d83030'], 1)).toThrow(/at least 2/);
  });
});

describe('the seed', () => {
  it('gives the same image for the same seed', () => {
    expect(gradientPlan(colors, 42)).toEqual(gradientPlan(colors, 42));
    expect(gradientPlan(colors, 1)).toEqual(gradientPlan(colors, 1));
  });
  it('gives another arrangement for another seed', () => {
    expect(gradientPlan(colors, 1)).not.toEqual(gradientPlan(colors, 2));
  });
  it('drives a repeatable generator in [0, 1)', () => {
    const a = seededRandom(5);
    const b = seededRandom(5);
    const first = Array.from({ length: 100 }, a);
    expect(Array.from({ length: 100 }, b)).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });
  it('shuffles into a permutation, the same for the same seed, without touching the input', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = seededShuffle(items, seededRandom(9));
    expect([...shuffled].sort()).toEqual(items);
    expect(seededShuffle(items, seededRandom(9))).toEqual(shuffled);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) => seededShuffle(items, seededRandom(seed + 1)).join()),
    );
    expect(orders.size).toBeGreaterThan(15);
  });
});
