/**
 * Draws the palette generator's two images from their plans (`src/domain/tools`): the
 * 1600×800 palette and the 3840×2160 gradient. Plain canvas calls on any 2D context, so the
 * worker draws them on an OffscreenCanvas and tests check the calls on a recording context.
 */
import type { PaletteImagePlan } from '@/domain/tools/color-palette/paletteExport';
import type { GradientPlan } from '@/domain/tools/color-palette/paletteGradient';

/** The part of a 2D context the drawings use (both canvas kinds have it). */
export type Draw2D = Pick<
  OffscreenCanvasRenderingContext2D,
  | 'fillStyle'
  | 'font'
  | 'globalAlpha'
  | 'textAlign'
  | 'textBaseline'
  | 'createLinearGradient'
  | 'fillRect'
  | 'fillText'
  | 'save'
  | 'restore'
  | 'translate'
  | 'rotate'
>;

export function drawPaletteImage(draw: Draw2D, plan: PaletteImagePlan): void {
  draw.textAlign = 'center';
  draw.textBaseline = 'alphabetic';
  draw.font = `600 ${Math.round(plan.height / 20)}px Inter, system-ui, sans-serif`;
  for (const column of plan.columns) {
    draw.fillStyle = column.color;
    draw.fillRect(column.x, 0, column.width, plan.height);
    draw.fillStyle = column.labelColor;
    draw.fillText(column.label, column.x + column.width / 2, plan.height - plan.height / 12);
  }
}

export function drawGradientImage(draw: Draw2D, plan: GradientPlan): void {
  const base = draw.createLinearGradient(0, 0, plan.width, plan.height);
  plan.base.forEach((color, i) => {
    base.addColorStop(i / Math.max(1, plan.base.length - 1), color);
  });
  draw.fillStyle = base;
  draw.fillRect(0, 0, plan.width, plan.height);
  // Each stripe is long enough to cross the picture at any tilt.
  const reach = Math.hypot(plan.width, plan.height);
  for (const stripe of plan.stripes) {
    draw.save();
    draw.translate(stripe.x, plan.height / 2);
    draw.rotate((stripe.angle * Math.PI) / 180);
    draw.globalAlpha = stripe.opacity;
    draw.fillStyle = stripe.color;
    draw.fillRect(-stripe.width / 2, -reach / 2, stripe.width, reach);
    draw.restore();
  }
}
