import type { Page } from 'playwright';

/** A rectangle of the page, in CSS pixels from the top-left of the whole document. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What a story's screenshot covers: the pixels the story draws and nothing of the empty page
 * around them.
 *
 * - A component story: every box inside the story's root, so overflowing parts (a ribbon, a
 *   focus ring) are in, the background beside a 560px card is out.
 * - A screen story (`shell: true`): the page's main region; the sidebar and the drawer have
 *   stories of their own.
 * - Either way, whatever the story opened in a portal (a modal, a dropdown) is added.
 *
 * A margin keeps outlines and shadows that paint just outside their boxes. Null when the story
 * draws nothing (a closed modal).
 */
export function regionOf(page: Page, shell: boolean): Promise<Region | null> {
  return page.evaluate(
    ({ shell, margin }) => {
      const boxes: DOMRect[] = [];
      const add = (element: Element) => {
        const box = element.getBoundingClientRect();
        // Visually hidden text (1px, clipped) is read by screen readers, not drawn.
        if (box.width > 1 && box.height > 1) boxes.push(box);
      };
      if (shell) {
        const main = document.querySelector('main');
        if (main) add(main);
      } else {
        document.querySelectorAll('#storybook-root *').forEach(add);
      }
      document.querySelectorAll('[data-portal] *').forEach(add);
      if (boxes.length === 0) return null;

      const page = document.documentElement;
      const left = Math.min(...boxes.map((box) => box.left)) + window.scrollX - margin;
      const top = Math.min(...boxes.map((box) => box.top)) + window.scrollY - margin;
      const right = Math.max(...boxes.map((box) => box.right)) + window.scrollX + margin;
      const bottom = Math.max(...boxes.map((box) => box.bottom)) + window.scrollY + margin;
      const x = Math.max(0, Math.floor(left));
      const y = Math.max(0, Math.floor(top));
      const width = Math.min(page.scrollWidth, Math.ceil(right)) - x;
      const height = Math.min(page.scrollHeight, Math.ceil(bottom)) - y;
      return width > 0 && height > 0 ? { x, y, width, height } : null;
    },
    { shell, margin: 12 },
  );
}
