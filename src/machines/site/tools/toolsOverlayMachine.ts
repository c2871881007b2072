/**
 * The Tools index's 'Desktop Required' overlay (docs/product.md, tools; the general
 * mobile breakpoint is 768px).
 *
 *   unmeasured ──viewport.change──▶ recalling ──[dismissed earlier]──▶ dismissed
 *                                             └─▶ watching.deciding
 *   watching.deciding ──[mobile user agent or width ≤ 768px]──▶ shown
 *                     └─▶ fits
 *   watching ──viewport.change──▶ watching.deciding (re-checked with the new size)
 *   shown ──overlay.dismiss──▶ dismissed ('Continue Anyway'; the dismissal is remembered)
 *   dismissed handles no event: once dismissed, no resize brings the overlay back.
 *
 * `unmeasured` is the prerendered page and its hydration (input `null`): no window, no memory
 * yet, so the page's stylesheet decides by width alone (the overlay shows on narrow windows from
 * the first paint). The memory is read only after the first measurement, so hydration renders
 * what the build did. A page the app renders itself starts with its measurement as input and
 * leaves `unmeasured` at once.
 *
 * The machine is pure: the screen measures the window and the user agent and sends them (as
 * input, or `viewport.change` once mounted, then on every resize). 'Go Back Home' is a plain
 * link.
 *
 * Memory: the app provides `dismissedEarlier` and `rememberDismissal` backed by sessionStorage,
 * so a visitor who chose 'Continue Anyway' is not asked again when they come back to /tools
 * from a tool in the same tab (or reload it); a new tab or a new visit asks again. Without
 * `provide` (stories, tests) the dismissal lasts as long as the running machine.
 */
import { breakpoints } from '@/theme/breakpoints';
import { assign, setup } from 'xstate';

export interface ViewportInfo {
  /** The window's width in CSS px (`window.innerWidth`, what `max-width` media queries see). */
  width: number;
  isMobileUserAgent: boolean;
}

export interface ToolsOverlayContext {
  /** The latest measurement the screen sent; `null` until the first. */
  viewport: ViewportInfo | null;
}

export type ToolsOverlayEvent =
  ({ type: 'viewport.change' } & ViewportInfo) | { type: 'overlay.dismiss' };

export type ToolsOverlayTag = 'overlay' | 'unmeasured';

/** docs/product.md, tools: a mobile user agent, or a width of 768px or less, needs the overlay. */
export function needsDesktop(viewport: ViewportInfo): boolean {
  return viewport.isMobileUserAgent || viewport.width <= breakpoints.md;
}

export const toolsOverlayMachine = setup({
  types: {
    context: {} as ToolsOverlayContext,
    events: {} as ToolsOverlayEvent,
    input: {} as ViewportInfo | null,
    tags: {} as ToolsOverlayTag,
  },
  guards: {
    /** Whether the visitor chose 'Continue Anyway' before (the app reads its session memory). */
    dismissedEarlier: () => false,
    measured: ({ context }) => context.viewport !== null,
    needsDesktop: ({ context }) => context.viewport !== null && needsDesktop(context.viewport),
  },
  actions: {
    /** Keeps the dismissal for later visits of the page (the app writes its session memory). */
    rememberDismissal: () => undefined,
    measure: assign({
      viewport: ({ context, event }) =>
        event.type === 'viewport.change'
          ? { width: event.width, isMobileUserAgent: event.isMobileUserAgent }
          : context.viewport,
    }),
  },
}).createMachine({
  id: 'toolsOverlay',
  context: ({ input }) => ({ viewport: input }),
  initial: 'unmeasured',
  states: {
    unmeasured: {
      tags: 'unmeasured',
      always: { guard: 'measured', target: 'recalling' },
      on: { 'viewport.change': { target: 'recalling', actions: 'measure' } },
    },
    recalling: {
      always: [{ guard: 'dismissedEarlier', target: 'dismissed' }, { target: 'watching' }],
    },
    watching: {
      initial: 'deciding',
      on: { 'viewport.change': { target: '.deciding', actions: 'measure' } },
      states: {
        deciding: {
          always: [{ guard: 'needsDesktop', target: 'shown' }, { target: 'fits' }],
        },
        fits: {},
        shown: {
          tags: 'overlay',
          on: {
            'overlay.dismiss': { target: '#toolsOverlay.dismissed', actions: 'rememberDismissal' },
          },
        },
      },
    },
    dismissed: {},
  },
});
