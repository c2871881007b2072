/**
 * Pictures for story fixtures (thumbnails, post covers, images in markdown) as data URLs: no
 * network in stories, and the same pixels on every run.
 *
 * They are flat on purpose: a colour field with two shapes and a caption bar, no gradients.
 * Chromium dithers every gradient, and that noise is what makes a screenshot heavy (a full
 * gradient thumbnail costs about 30 KB of PNG in each baseline that shows it); a flat picture
 * tells a reviewer just as much about the layout around it.
 */

const palette: readonly (readonly [string, string])[] = [
  ['#8f1414', '#d9480f'],
  ['#1864ab', '#4dabf7'],
  ['#2b8a3e', '#8ce99a'],
  ['#d9480f', '#ffc078'],
  ['#862e9c', '#e599f7'],
  ['#087f5b', '#63e6be'],
  ['#c92a2a', '#ffa8a8'],
  ['#364fc7', '#91a7ff'],
];

export interface FixtureImageOptions {
  width?: number;
  height?: number;
}

/** A picture (16:9 by default, 480×270) varied by `index`, as an SVG data URL. */
export function fixtureImage(index: number, options: FixtureImageOptions = {}): string {
  const { width = 480, height = 270 } = options;
  const [field, shape] = palette[index % palette.length] ?? ['#8f1414', '#d9480f'];
  const unit = height / 270;
  const cx = Math.round(width * (0.3 + ((index * 0.137) % 0.4)));
  const cy = Math.round(height / 2);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${field}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(90 * unit)}" fill="${shape}"/>`,
    `<rect x="${cx + Math.round(60 * unit)}" y="${cy - Math.round(30 * unit)}" width="${Math.round(110 * unit)}" height="${Math.round(60 * unit)}" rx="${Math.round(8 * unit)}" fill="#f8f9fa"/>`,
    `<rect y="${height - Math.round(50 * unit)}" width="${width}" height="${Math.round(50 * unit)}" fill="#1a1b1e"/>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
