import { describe, expect, it } from 'vitest';
import { EARNINGS_VIEWS_SLIDER, viewsSliderStep } from '@/domain/tools/youtube-calculator/earnings';
import { positionOfViews, VIEWS_POSITION_MAX, viewsAtPosition } from './viewsScale';

const positions = Array.from({ length: VIEWS_POSITION_MAX + 1 }, (_, p) => p);

describe('views slider scale', () => {
  it('has one position per value of the grid: 99 fine and 99 coarse', () => {
    expect(VIEWS_POSITION_MAX).toBe(197);
    expect(viewsAtPosition(0)).toBe(EARNINGS_VIEWS_SLIDER.min);
    expect(viewsAtPosition(VIEWS_POSITION_MAX)).toBe(EARNINGS_VIEWS_SLIDER.max);
  });

  it.each([
    [0, 1_000],
    [9, 10_000],
    [98, 99_000],
    [99, 100_000],
    [100, 150_000],
    [101, 200_000],
    [197, 5_000_000],
  ])('position %i is %i views', (position, views) => {
    expect(viewsAtPosition(position)).toBe(views);
    expect(positionOfViews(views)).toBe(position);
  });

  it('moves up by the documented step at every value', () => {
    for (const p of positions.slice(0, -1)) {
      const views = viewsAtPosition(p);
      expect(viewsAtPosition(p + 1) - views).toBe(viewsSliderStep(views));
    }
  });

  it('moves down from 100,000 to 99,000, the fine grid below it', () => {
    expect(viewsAtPosition(positionOfViews(100_000) - 1)).toBe(99_000);
  });

  it('round-trips every position', () => {
    for (const p of positions) expect(positionOfViews(viewsAtPosition(p))).toBe(p);
  });

  it('keeps positions on the track and whole', () => {
    expect(viewsAtPosition(-3)).toBe(1_000);
    expect(viewsAtPosition(500)).toBe(5_000_000);
    expect(viewsAtPosition(9.4)).toBe(10_000);
  });

  it('snaps counts off the grid to the nearest position', () => {
    expect(positionOfViews(10_400)).toBe(9);
    expect(positionOfViews(130_000)).toBe(100);
    expect(positionOfViews(0)).toBe(0);
    expect(positionOfViews(9_000_000)).toBe(197);
  });
});
