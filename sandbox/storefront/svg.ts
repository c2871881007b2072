/**
 * Product mockups as small SVGs: a silhouette in the product colour on a soft backdrop, with a
 * shade for depth and a light mark for the print. Drawn on 400 × 400, shown at any size.
 */
import type { Silhouette } from './kinds.ts';

const shapes: Record<Silhouette, string> = {
  tee: '<path d="M140 92l40-14q20 22 40 0l40 14 62 52-30 42-28-18v158H136V168l-28 18-30-42z"/>',
  longsleeve:
    '<path d="M140 92l40-14q20 22 40 0l40 14 40 40 32 172-34 8-34-140v150H136V172l-34 140-34-8 32-172z"/>',
  hoodie:
    '<path d="M136 104q-2-46 64-52 66 6 64 52l36 28 32 172-34 8-34-140v150H136V172l-34 140-34-8 32-172z"/><path class="s" d="M160 96q40 40 80 0-6-28-40-30-34 2-40 30zM156 250h88l-12 40h-64z"/>',
  mug: '<path d="M110 120h160v170q0 24-24 24H134q-24 0-24-24z"/><path class="h" stroke-width="20" d="M270 160q56 0 56 50t-56 50"/>',
  sticker:
    '<rect x="112" y="112" width="176" height="176" rx="36" transform="rotate(-8 200 200)"/><path class="s" d="M250 300l40-40v28q0 12-12 12z"/>',
  cap: '<path d="M112 236q0-106 88-106t88 106z"/><path d="M104 236q110-16 232 14-8 14-28 16-100-14-204-16z"/><path class="s" d="M112 236q0-106 88-106-50 20-56 106z"/>',
  tote: '<path class="h" stroke-width="14" d="M160 170q0-72 40-72t40 72"/><path d="M116 166h168l14 176H102z"/>',
  download:
    '<path d="M124 80h108l52 52v188H124z"/><path class="s" d="M232 80v52h52zM176 212h48v-44h-48zM160 212l40 44 40-44z"/>',
};

/** Where the print mark sits on each silhouette (centre x, y and radius). */
const marks: Record<Silhouette, [number, number, number]> = {
  tee: [200, 170, 22],
  longsleeve: [200, 170, 22],
  hoodie: [200, 168, 18],
  mug: [190, 210, 30],
  sticker: [200, 200, 46],
  cap: [200, 190, 18],
  tote: [200, 256, 32],
  download: [200, 282, 0],
};

export interface MockupOptions {
  silhouette: Silhouette;
  colour: string;
  backdrop: string;
  title: string;
  /** The width and height it declares (800 unless resized). */
  size?: number;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A light mark on dark products and a dark one on light products. */
function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}

export function productSvg({
  silhouette,
  colour,
  backdrop,
  title,
  size = 800,
}: MockupOptions): string {
  const [x, y, r] = marks[silhouette];
  const ink = isLight(colour) ? '#2b2b2b' : '#f7f7f7';
  const mark =
    r > 0
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${ink}" stroke-width="5"/><path d="M${x - r / 3} ${y - r / 2}l${r * 0.8} ${r / 2}-${r * 0.8} ${r / 2}z" fill="${ink}"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="${size}" height="${size}" role="img"><title>${escapeXml(title)}</title><style>.s{fill:#000;stroke:none;opacity:.14}.h{fill:none;stroke:${colour}}</style><rect width="400" height="400" fill="${backdrop}"/><ellipse cx="200" cy="352" rx="120" ry="12" fill="#000" opacity=".07"/><g fill="${colour}" stroke="#0002" stroke-width="2" stroke-linejoin="round">${shapes[silhouette]}</g>${mark}</svg>`;
}
