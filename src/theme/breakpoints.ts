/**
 * The documented breakpoints (docs/product.md, shell), in px. Widths at or below a value count as
 * "that size". postcss.config.cjs mirrors these as $bp-* variables for CSS modules.
 */
export const breakpoints = {
  /** Sidebar becomes an off-canvas drawer at this width or less. */
  sidebar: 1100,
  lg: 992,
  /** The general mobile breakpoint. */
  md: 768,
  sm: 640,
  xs: 576,
  xxs: 480,
} as const;

export type BreakpointName = keyof typeof breakpoints;

/** A `max-width` media query for "this breakpoint or narrower". */
export function atOrBelow(name: BreakpointName): string {
  return `(max-width: ${breakpoints[name]}px)`;
}
