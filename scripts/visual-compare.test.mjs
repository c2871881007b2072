/**
 * The screenshot comparison of the visual gate (.storybook/visual/compare.ts) on drawn images:
 * on the browser major that drew the baselines one changed pixel fails; on another, the
 * cross-browser tolerance lets anti-aliasing noise and a redrawn resize grip pass, and fails a
 * button moved by 2 px, a fill changed to the next shade and a missing icon.
 */
import { describe, expect, it } from 'vitest';
import {
  compareImages,
  crossBrowserTolerance,
  majorVersion,
  sameMajor,
} from '../.storybook/visual/compare.ts';

/** Colours of the site's dark theme (Mantine's dark and brand shades). */
const page = [36, 36, 36];
const brand8 = [173, 5, 9];
const brand7 = [194, 13, 13];
const label = [255, 255, 255];

function canvas(width = 240, height = 120, colour = page) {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([...colour, 255], i);
  return { width, height, data };
}

/**
 * Paints `colour` where `inside(x, y)` holds, each pixel blended by how much of it is covered
 * (4×4 samples), as a rasteriser anti-aliases an edge. `coverage` may alter that share.
 */
function paint(image, inside, colour, coverage = (share) => share) {
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      let hits = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          if (inside(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)) hits++;
        }
      }
      if (hits === 0) continue;
      const share = Math.min(1, Math.max(0, coverage(hits / 16, x, y)));
      const i = (y * image.width + x) * 4;
      for (let c = 0; c < 3; c++) {
        image.data[i + c] = Math.round(image.data[i + c] * (1 - share) + colour[c] * share);
      }
    }
  }
  return image;
}

/** A rounded rectangle (a button). */
const roundedRect = (left, top, width, height, radius) => (x, y) => {
  const cx = Math.min(Math.max(x, left + radius), left + width - radius);
  const cy = Math.min(Math.max(y, top + radius), top + height - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2 && x >= left && y >= top;
};

/** A stroke of `width` along the segments of `points` (an icon's line). */
const stroke = (points, width) => (x, y) =>
  points.slice(1).some(([x2, y2], index) => {
    const [x1, y1] = points[index];
    const length = (x2 - x1) ** 2 + (y2 - y1) ** 2;
    const t = Math.min(1, Math.max(0, ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / length));
    return (x - x1 - t * (x2 - x1)) ** 2 + (y - y1 - t * (y2 - y1)) ** 2 <= (width / 2) ** 2;
  });

/** Bars standing in for a label's glyphs: upright and slanted 1.5 px strokes. */
const glyphs = (left, top) => (x, y) =>
  [0, 9, 18, 27, 36, 45].some((offset, index) =>
    stroke(
      index % 2
        ? [
            [left + offset, top + 10],
            [left + offset + 5, top],
          ]
        : [
            [left + offset, top],
            [left + offset, top + 10],
          ],
      1.5,
    )(x, y),
  );

/** A 12 px check icon, stroked 1.5 px as the site's Tabler icons are. */
const checkIcon = (left, top) =>
  stroke(
    [
      [left, top + 6],
      [left + 4, top + 10],
      [left + 12, top + 2],
    ],
    1.5,
  );

/**
 * The textarea's resize grip as Chromium draws it (pixels copied from a screenshot): two
 * diagonals of light pixels with a dark edge, the lower right one at (`x`, `y`).
 */
function resizeGrip(image, x, y) {
  const light = [
    [0, -5],
    [-1, -4],
    [-2, -3],
    [-3, -2],
    [-4, -1],
    [-5, 0],
    [0, -1],
    [-1, 0],
  ];
  const set = (dx, dy, level) =>
    image.data.set([level, level, level], ((y + dy) * image.width + x + dx) * 4);
  for (const [dx, dy] of light) set(dx, dy - 1, 14);
  for (const [dx, dy] of light) set(dx - 1, dy, 14);
  for (const [dx, dy] of light) set(dx, dy, 167);
}

/** A button with an icon and a label, as a story's screenshot shows it. */
function scene({ dx = 0, dy = 0, fill = brand8, icon = true, coverage, gripAt = 0 } = {}) {
  const image = canvas();
  paint(image, roundedRect(40.3 + dx, 40.6 + dy, 150, 36, 6), fill, coverage);
  if (icon) paint(image, checkIcon(56.4 + dx, 52.2 + dy), label, coverage);
  paint(image, glyphs(80.7 + dx, 53.3 + dy), label, coverage);
  resizeGrip(image, 228 + gripAt, 110 + gripAt);
  return image;
}

const tolerant = (expected, actual) => compareImages(expected, actual, crossBrowserTolerance);
const exact = (expected, actual) => compareImages(expected, actual, null);

describe('screenshots compared pixel for pixel (the browser major that drew the baselines)', () => {
  it('passes the same pixels', () => {
    const result = exact(scene(), scene());
    expect(result.changed).toBe(0);
    expect(result.withinTolerance).toBe(true);
  });

  it('fails one pixel changed by one level', () => {
    const changed = scene();
    changed.data[(60 * changed.width + 100) * 4] += 1;
    const result = exact(scene(), changed);
    expect(result.changed).toBe(1);
    expect(result.withinTolerance).toBe(false);
  });
});

describe('screenshots from another browser major, within the cross-browser tolerance', () => {
  const baseline = scene();

  it('passes the same pixels', () => {
    expect(tolerant(baseline, scene()).withinTolerance).toBe(true);
  });

  it('passes anti-aliasing drawn a little differently on every edge', () => {
    // Each partly covered pixel gets up to 12 % more or less of the colour, as another
    // rasteriser version may give it; fully covered and empty pixels stay as they were.
    const noisy = scene({
      coverage: (share, x, y) =>
        share > 0 && share < 1 ? share + 0.12 * Math.sin(x * 12.9898 + y * 78.233) : share,
    });
    const result = tolerant(baseline, noisy);
    expect(result.changed).toBeGreaterThan(200);
    expect(result.withinTolerance).toBe(true);
  });

  it('passes a resize grip the browser draws one pixel further', () => {
    // Chromium 150 and 156 differ by just this in 12 stories (docs/testing.md): 36 pixels.
    const result = tolerant(baseline, scene({ gripAt: 1 }));
    expect(result.changed).toBeGreaterThan(30);
    expect(result.withinTolerance).toBe(true);
  });

  it('fails a button moved by 2 px', () => {
    expect(tolerant(baseline, scene({ dx: 2 })).withinTolerance).toBe(false);
    expect(tolerant(baseline, scene({ dy: 2 })).withinTolerance).toBe(false);
  });

  it("fails a button's fill changed to the next shade", () => {
    const result = tolerant(baseline, scene({ fill: brand7 }));
    expect(result.diff).toBeGreaterThan(crossBrowserTolerance.maxDiffPixels);
    expect(result.withinTolerance).toBe(false);
  });

  it('fails a missing 12 px icon, though anti-aliasing detection takes its stroke for noise', () => {
    const result = tolerant(baseline, scene({ icon: false }));
    expect(result.diff).toBeLessThanOrEqual(crossBrowserTolerance.maxDiffPixels);
    expect(result.strong).toBeGreaterThan(crossBrowserTolerance.maxStrongDiffPixels);
    expect(result.withinTolerance).toBe(false);
  });

  it('fails a screenshot of another size', () => {
    const taller = canvas(240, 122);
    const result = tolerant(canvas(), taller);
    expect(result.sameSize).toBe(false);
    expect(result.withinTolerance).toBe(false);
  });

  it('compares pixels that do not start on a 4-byte boundary', () => {
    const shifted = new Uint8Array(baseline.data.length + 1);
    shifted.set(baseline.data, 1);
    const unaligned = { ...baseline, data: shifted.subarray(1) };
    expect(tolerant(baseline, unaligned).changed).toBe(0);
    expect(tolerant(baseline, { ...unaligned, data: scene({ dx: 2 }).data }).withinTolerance).toBe(
      false,
    );
  });
});

describe('which tolerance applies', () => {
  it("reads a browser's major version", () => {
    expect(majorVersion('Chromium 156.0.8078.108')).toBe(156);
    expect(majorVersion('Chromium 150.0.7871.100 built on Debian')).toBe(150);
    expect(majorVersion('')).toBeNull();
  });

  it('holds a run to the baselines pixel for pixel only on the major that drew them', () => {
    expect(sameMajor('Chromium 156.0.8078.108', 'Chromium 156.0.8078.79')).toBe(true);
    expect(sameMajor('Chromium 156.0.8078.108', 'Chromium 150.0.7871.100')).toBe(false);
    expect(sameMajor('', 'Chromium 156.0.8078.108')).toBe(false);
    expect(sameMajor('Chromium 156.0.8078.108', 'an unknown browser')).toBe(false);
  });
});
