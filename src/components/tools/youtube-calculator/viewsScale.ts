/**
 * The views slider's track (docs/product.md, youtube-calculator: 1,000-5,000,000, step 1,000, or
 * 50,000 at 100,000 or more).
 *
 * Mantine's Slider has one step, so the slider runs over positions 0..VIEWS_POSITION_MAX, one per
 * value of the documented grid: 1,000, 2,000 ... 99,000, then 100,000, 150,000 ... 5,000,000. An
 * arrow key moves one position, which is exactly the documented step at that value, and dragging
 * can only land on the grid. Each part of the grid gets a share of the track in proportion to
 * its number of values (about half each), so the fine range stays easy to hit with a pointer.
 */
import { EARNINGS_VIEWS_SLIDER, snapViews } from '@/domain/tools/youtube-calculator/earnings';

const { min, max, step, coarseStep, coarseFrom } = EARNINGS_VIEWS_SLIDER;

/** Positions of 1,000 ... 99,000. */
const FINE_POSITIONS = (coarseFrom - min) / step;

/** The last position: 5,000,000. */
export const VIEWS_POSITION_MAX = FINE_POSITIONS + (max - coarseFrom) / coarseStep;

/** The views at a slider position (rounded and kept on the track). */
export function viewsAtPosition(position: number): number {
  const p = Math.min(VIEWS_POSITION_MAX, Math.max(0, Math.round(position)));
  return p < FINE_POSITIONS ? min + p * step : coarseFrom + (p - FINE_POSITIONS) * coarseStep;
}

/** The slider position of a views count (snapped to the grid first). */
export function positionOfViews(views: number): number {
  const snapped = snapViews(views);
  return snapped < coarseFrom
    ? (snapped - min) / step
    : FINE_POSITIONS + (snapped - coarseFrom) / coarseStep;
}
