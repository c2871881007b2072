#!/usr/bin/env node
/**
 * Generates every illustrative image the site uses, as small hand-built SVG files in public/:
 * the favicon, the owner's portrait, client channel avatars, tool-stack tiles, project card
 * backgrounds, page backgrounds and the social preview image.
 *
 * Output is deterministic (no Math.random, no dates): variety comes from the site's seeded PRNG
 * and a string hash, so running the script twice writes the same bytes. The clients' and the
 * tool stack's names and file names are the site's own (src/config/site.ts); this script adds
 * only their looks.
 *
 * Re-generate the files with `npm run images` (runs `tsx scripts/generate-images.mjs`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clients as siteClients, stack } from '../src/config/site.ts';
import { seededRandom } from '../src/domain/random/seededRandom.ts';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const MAX_BYTES = 8 * 1024;
const FONT = 'Inter Variable, DejaVu Sans, sans-serif';
const BRAND_RED = '#e01716';
const BRAND_PURPLE = '#7c3aed';
const NEAR_BLACK = '#0b0b10';

// ---------------------------------------------------------------------------------------------
// Deterministic helpers
// ---------------------------------------------------------------------------------------------

/** FNV-1a 32-bit hash of a string. */
function hashString(text) {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Rounds to two decimals so the markup stays short and stable. */
function round(value) {
  return Math.round(value * 100) / 100;
}

// ---------------------------------------------------------------------------------------------
// SVG building blocks
// ---------------------------------------------------------------------------------------------

function escapeXml(value) {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** One element; attributes that are undefined are left out, numbers are rounded. */
function el(tag, attributes = {}, ...children) {
  const attrText = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        ` ${name}="${escapeXml(typeof value === 'number' ? round(value) : value)}"`,
    )
    .join('');
  const body = children.flat().join('');
  return body ? `<${tag}${attrText}>${body}</${tag}>` : `<${tag}${attrText}/>`;
}

const pathEl = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
const rect = (x, y, width, height, fill, extra = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });
const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
const stroke = (color, width, extra = {}) => ({
  fill: 'none',
  stroke: color,
  'stroke-width': width,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  ...extra,
});

function gradientStops(stops) {
  return stops.map(([offset, color, opacity]) =>
    el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
  );
}

/**
 * A drawing surface: collects gradient definitions (with ids unique to the file) and body
 * markup, then serialises a standalone SVG document.
 */
function createCanvas(width, height, title) {
  const defs = [];
  const body = [];
  let nextId = 0;
  const newId = (prefix) => `${prefix}${(nextId += 1)}`;

  return {
    width,
    height,
    add(...markup) {
      body.push(...markup.flat());
    },
    define(prefix, build) {
      const id = newId(prefix);
      defs.push(build(id));
      return `url(#${id})`;
    },
    /** Linear gradient; direction is [x1, y1, x2, y2] in bounding-box fractions. */
    linear(stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
      return this.define('l', (id) =>
        el('linearGradient', { id, x1, y1, x2, y2 }, gradientStops(stops)),
      );
    },
    radial(stops, options = {}) {
      return this.define('r', (id) =>
        el('radialGradient', { id, ...options }, gradientStops(stops)),
      );
    },
    /** A soft light: a circle filled with a colour that fades out to transparent. */
    glow(cx, cy, r, color, opacity) {
      const fill = this.radial([
        [0, color, opacity],
        [0.45, color, round(opacity * 0.45)],
        [1, color, 0],
      ]);
      body.push(circle(cx, cy, r, fill));
    },
    /** Fills the whole canvas. */
    fill(paint, extra = {}) {
      body.push(rect(0, 0, width, height, paint, extra));
    },
    toString() {
      const header = {
        xmlns: 'http://www.w3.org/2000/svg',
        width,
        height,
        viewBox: `0 0 ${width} ${height}`,
        role: 'img',
        'aria-label': title,
      };
      const lines = [el('title', {}, escapeXml(title))];
      if (defs.length) lines.push(el('defs', {}, ...defs));
      lines.push(...body);
      return `${el('svg', header, '\n', lines.join('\n'), '\n')}\n`;
    },
  };
}

/** A repeating grid of thin lines covering the canvas. */
function addGrid(canvas, cell, opacity) {
  const paint = canvas.define('p', (id) =>
    el(
      'pattern',
      { id, width: cell, height: cell, patternUnits: 'userSpaceOnUse' },
      pathEl(`M${cell} 0H0V${cell}`, 'none', { stroke: '#fff', 'stroke-opacity': opacity }),
    ),
  );
  canvas.fill(paint);
}

/** Film-strip band: an outlined strip with two rows of perforations (a repeating pattern). */
function filmStrip(canvas, { x, y, length, height, opacity, transform }) {
  const holes = canvas.define('p', (id) =>
    el(
      'pattern',
      { id, x, y, width: 36, height, patternUnits: 'userSpaceOnUse' },
      rect(9, 8, 18, 12, '#fff', { rx: 3 }),
      rect(9, height - 20, 18, 12, '#fff', { rx: 3 }),
    ),
  );
  return el(
    'g',
    { opacity, transform },
    rect(x, y, length, height, holes, { stroke: '#fff', 'stroke-width': 2 }),
  );
}

/** Editing-timeline tracks with clips laid out by the PRNG. */
function timelineTracks(random, { x, y, width, tracks, trackHeight, colors }) {
  const parts = [];
  for (let track = 0; track < tracks; track += 1) {
    const top = y + track * (trackHeight + 14);
    parts.push(rect(x, top + trackHeight / 2, width, 1, '#fff', { 'fill-opacity': 0.06 }));
    let cursor = x + random() * 80;
    while (cursor < x + width - 60) {
      const clipWidth = Math.min(60 + random() * 220, x + width - cursor);
      const color = colors[Math.floor(random() * colors.length)];
      parts.push(
        rect(cursor, top, clipWidth, trackHeight, color.fill, {
          rx: 6,
          'fill-opacity': color.opacity,
          stroke: color.fill,
          'stroke-opacity': color.opacity * 1.6,
        }),
      );
      cursor += clipWidth + 8 + random() * 60;
    }
  }
  return el('g', {}, parts);
}

// ---------------------------------------------------------------------------------------------
// Favicon and social preview
// ---------------------------------------------------------------------------------------------

/** The brand mark: red rounded square, white play triangle split by a diagonal "cut". */
function brandMark(size) {
  const s = size / 64;
  return el(
    'g',
    { transform: s === 1 ? undefined : `scale(${round(s)})` },
    rect(0, 0, 64, 64, BRAND_RED, { rx: 15 }),
    pathEl('M24 17.5v29a2 2 0 0 0 3 1.7l23-14.5a2 2 0 0 0 0-3.4L27 15.8a2 2 0 0 0-3 1.7Z', '#fff'),
    pathEl('M18 45L46 19', 'none', stroke(BRAND_RED, 4.5)),
  );
}

function favicon() {
  const canvas = createCanvas(64, 64, 'Jordan Vale');
  canvas.add(brandMark(64));
  return canvas;
}

function ogImage() {
  const canvas = createCanvas(1200, 630, 'Jordan Vale, Professional Video Editor');
  canvas.fill(
    canvas.linear(
      [
        [0, '#141019'],
        [1, NEAR_BLACK],
      ],
      [0, 0, 1, 1],
    ),
  );
  canvas.glow(1020, 80, 520, BRAND_RED, 0.32);
  canvas.glow(160, 640, 520, BRAND_PURPLE, 0.28);
  addGrid(canvas, 60, 0.035);
  canvas.add(
    timelineTracks(seededRandom(hashString('og-image')), {
      x: 640,
      y: 392,
      width: 520,
      tracks: 3,
      trackHeight: 30,
      colors: [
        { fill: '#fff', opacity: 0.06 },
        { fill: BRAND_RED, opacity: 0.28 },
        { fill: BRAND_PURPLE, opacity: 0.3 },
      ],
    }),
    rect(1000, 370, 3, 150, BRAND_RED),
    pathEl('M993 362h17l-8.5 10Z', BRAND_RED),
    el('g', { transform: 'translate(96 150)' }, brandMark(88)),
    el(
      'text',
      { x: 96, y: 350, fill: '#fff', 'font-family': FONT, 'font-size': 96, 'font-weight': 800 },
      'Jordan Vale',
    ),
    rect(98, 384, 64, 6, BRAND_RED, { rx: 3 }),
    el(
      'text',
      { x: 96, y: 452, fill: '#d4d2de', 'font-family': FONT, 'font-size': 40, 'font-weight': 500 },
      'Professional Video Editor',
    ),
    el(
      'text',
      { x: 96, y: 540, fill: '#8d8a9c', 'font-family': FONT, 'font-size': 24, 'font-weight': 500 },
      'jordanvale.studio',
    ),
  );
  return canvas;
}

// ---------------------------------------------------------------------------------------------
// Profile portrait
// ---------------------------------------------------------------------------------------------

function profilePortrait() {
  const canvas = createCanvas(512, 512, 'Portrait of Jordan Vale');
  const skin = canvas.linear(
    [
      [0, '#f0b48a'],
      [1, '#cf8a62'],
    ],
    [0.2, 0, 0.9, 1],
  );
  const shade = '#b87552';
  const hair = canvas.linear(
    [
      [0, '#4a2c20'],
      [1, '#22140f'],
    ],
    [0, 0, 1, 1],
  );
  const jacket = canvas.linear([
    [0, '#2d3344'],
    [1, '#151821'],
  ]);

  canvas.fill(
    canvas.linear(
      [
        [0, '#3b1d17'],
        [0.6, '#1d0f10'],
        [1, '#120a0d'],
      ],
      [0, 0, 0.4, 1],
    ),
  );
  canvas.glow(256, 230, 250, '#ff8a4c', 0.34);
  canvas.glow(430, 70, 220, BRAND_RED, 0.3);

  const hoodie = [
    pathEl('M60 512C70 410 150 372 256 368C362 372 442 410 452 512Z', jacket),
    pathEl('M98 430C130 392 190 374 256 372', 'none', stroke('#ff9a62', 3, { opacity: 0.35 })),
    // Hood resting behind the neck.
    pathEl(
      'M170 384C182 336 226 326 256 326C286 326 330 336 342 384C316 366 290 360 256 360C222 360 196 366 170 384Z',
      '#3a4256',
    ),
    pathEl('M220 280V350C236 378 276 378 292 350V280Z', shade),
    pathEl('M212 356Q256 404 300 356', 'none', stroke('#454e66', 10)),
    pathEl('M238 384L234 446M274 384L278 446', 'none', stroke('#d9d4cc', 5)),
  ];
  const head = [
    el('ellipse', { cx: 182, cy: 224, rx: 14, ry: 22, fill: '#d9956b' }),
    el('ellipse', { cx: 330, cy: 224, rx: 14, ry: 22, fill: '#c98459' }),
    el('ellipse', { cx: 256, cy: 212, rx: 74, ry: 92, fill: skin }),
    // Soft shadow along the jaw.
    pathEl(
      'M190 250C204 300 236 306 256 306C278 306 310 298 322 250C310 290 280 298 256 298C232 298 206 288 190 250Z',
      shade,
      { opacity: 0.45 },
    ),
  ];
  const face = [
    pathEl('M214 196Q228 188 242 194M270 194Q284 188 298 196', 'none', stroke('#3a2219', 5)),
    circle(229, 214, 5.5, '#2b1a14'),
    circle(283, 214, 5.5, '#2b1a14'),
    pathEl('M258 222Q264 246 252 250', 'none', stroke(shade, 4)),
    pathEl('M236 268Q256 282 276 268', 'none', stroke('#8e4a36', 5)),
  ];
  const hairQuiff = [
    pathEl(
      'M180 214C170 150 196 106 246 100C300 94 342 128 336 196C328 172 312 158 292 150C268 166 226 166 206 156C192 170 186 190 180 214Z',
      hair,
    ),
    pathEl('M222 118C250 104 292 108 314 130', 'none', stroke('#6b4333', 5, { opacity: 0.7 })),
  ];
  const headphones = [
    pathEl('M176 214C168 112 212 82 256 82C300 82 344 112 336 214', 'none', stroke('#16171d', 14)),
    pathEl('M186 150C200 108 230 94 256 94', 'none', stroke('#565a68', 3)),
    ...[160, 318].map((x) => rect(x, 186, 34, 70, '#1b1c23', { rx: 16 })),
    ...[166, 338].map((x) => rect(x, 196, 8, 50, BRAND_RED, { rx: 4 })),
  ];
  canvas.add(hoodie, el('g', { transform: 'translate(0 12)' }, head, face, hairQuiff, headphones));
  return canvas;
}

// ---------------------------------------------------------------------------------------------
// Client channel avatars
// ---------------------------------------------------------------------------------------------

const WHITE = '#fff';

/** Emblems are drawn around (128, 128) in white; `cut` is a dark tint for inner details. */
const clientEmblems = {
  gamepad: (cut) => [
    pathEl(
      'M84 96H172C198 96 212 116 217 146L223 178C226 198 204 206 192 192L174 170H82L64 192C52 206 30 198 33 178L39 146C44 116 58 96 84 96Z',
      WHITE,
    ),
    rect(70, 128, 34, 11, cut, { rx: 3 }),
    rect(81.5, 116.5, 11, 34, cut, { rx: 3 }),
    circle(170, 124, 7.5, cut),
    circle(186, 140, 7.5, cut),
  ],
  chip: (cut) => {
    const pins = [];
    for (const offset of [-27, -9, 9, 27]) {
      pins.push(rect(128 + offset - 4, 68, 8, 20, WHITE, { rx: 3 }));
      pins.push(rect(128 + offset - 4, 168, 8, 20, WHITE, { rx: 3 }));
      pins.push(rect(68, 128 + offset - 4, 20, 8, WHITE, { rx: 3 }));
      pins.push(rect(168, 128 + offset - 4, 20, 8, WHITE, { rx: 3 }));
    }
    return [
      ...pins,
      rect(82, 82, 92, 92, WHITE, { rx: 16 }),
      rect(104, 104, 48, 48, cut, { rx: 8 }),
      circle(116, 116, 4, WHITE),
    ];
  },
  mountain: (cut) => [
    pathEl('M44 186L108 96L138 138L160 112L212 186Z', WHITE, { opacity: 0.55 }),
    pathEl('M44 186L108 96L172 186Z', WHITE),
    pathEl('M108 96L172 186H122Z', cut, { opacity: 0.18 }),
    pathEl('M184 56L189 71L204 76L189 81L184 96L179 81L164 76L179 71Z', WHITE),
  ],
  chefHat: (cut) => [
    circle(98, 118, 30, WHITE),
    circle(128, 98, 36, WHITE),
    circle(158, 118, 30, WHITE),
    rect(88, 118, 80, 44, WHITE),
    rect(88, 168, 80, 22, WHITE, { rx: 6 }),
    pathEl('M112 136V158M144 136V158', 'none', stroke(cut, 5, { opacity: 0.35 })),
  ],
  waveform: () => {
    const bars = [];
    const heights = [18, 38, 64, 44, 84, 56, 30, 46, 20];
    heights.forEach((height, index) => {
      bars.push(rect(76 + index * 13 - 4, 128 - height / 2, 8, height, WHITE, { rx: 4 }));
    });
    return [circle(128, 128, 82, 'none', { stroke: WHITE, 'stroke-width': 10 }), ...bars];
  },
  pixelHeart: (cut, random) => {
    const rows = ['.XX.XX.', 'XXXXXXX', 'XXXXXXX', '.XXXXX.', '..XXX..', '...X...'];
    const cell = 20;
    const left = 128 - (rows[0].length * cell) / 2;
    const top = 128 - (rows.length * cell) / 2;
    const cells = [];
    rows.forEach((row, y) =>
      [...row].forEach((mark, x) => {
        if (mark !== 'X') return;
        const opacity = round(0.78 + random() * 0.22);
        cells.push(
          rect(left + x * cell + 1, top + y * cell + 1, cell - 2, cell - 2, WHITE, {
            rx: 3,
            opacity,
          }),
        );
      }),
    );
    cells.push(rect(left + cell + 5, top + cell + 5, 10, 10, cut, { rx: 2, opacity: 0.45 }));
    return cells;
  },
  bricks: (cut) => {
    const rows = [3, 2, 1];
    const brick = { width: 52, height: 30, gap: 6 };
    const shapes = [];
    rows.forEach((count, row) => {
      const rowWidth = count * brick.width + (count - 1) * brick.gap;
      const y = 192 - (row + 1) * brick.height - row * brick.gap;
      for (let index = 0; index < count; index += 1) {
        const x = 128 - rowWidth / 2 + index * (brick.width + brick.gap);
        shapes.push(rect(x, y, brick.width, brick.height, WHITE, { rx: 5 }));
        shapes.push(rect(x + 8, y + 8, brick.width - 16, 4, cut, { rx: 2, opacity: 0.25 }));
      }
    });
    return shapes;
  },
  sun: () => {
    const rays = [];
    for (let index = 0; index < 12; index += 1) {
      const angle = (index * Math.PI) / 6;
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      rays.push(
        `M${round(128 + cos * 56)} ${round(128 + sin * 56)}L${round(128 + cos * 76)} ${round(128 + sin * 76)}`,
      );
    }
    return [circle(128, 128, 40, WHITE), pathEl(rays.join(''), 'none', stroke(WHITE, 10))];
  },
};

/** The emblem on each client's avatar, by the avatar's file name. */
const clientEmblem = {
  'mika-plays': 'gamepad',
  techtalia: 'chip',
  northbound: 'mountain',
  'chef-ravi': 'chefHat',
  loopwave: 'waveform',
  'pixel-nora': 'pixelHeart',
  'dex-builds': 'bricks',
  'sunny-sato': 'sun',
};

/** The file's slug ('mika-plays' for '/images/clients/mika-plays.svg') and its look in `looks`. */
function lookOf(looks, file) {
  const slug = path.basename(file, '.svg');
  if (!(slug in looks)) throw new Error(`No look for ${file}: add '${slug}' to this script`);
  return { slug, look: looks[slug] };
}

const clients = siteClients.map(({ name, image }) => {
  const { slug, look } = lookOf(clientEmblem, image);
  return { slug, name, emblem: look };
});

/** Gradient pairs (light, dark) for avatars, spaced so they read as clearly different colours. */
const AVATAR_PALETTE = [
  ['#ff7a7a', '#c2255c'],
  ['#ffc14d', '#e8590c'],
  ['#69db7c', '#2b8a3e'],
  ['#3fd9b4', '#0b7285'],
  ['#5cb4fa', '#1b3fb8'],
  ['#a185ff', '#5f3dc4'],
  ['#f472b6', '#9c36b5'],
  ['#7c879e', '#1f2433'],
];

/**
 * Palette entry per client from a hash of its name; a taken entry moves on to the next free one,
 * so no two avatars share colours (as long as there are no more clients than entries).
 */
function clientPalettes(names) {
  const taken = new Set();
  return names.map((name) => {
    let index = hashString(name) % AVATAR_PALETTE.length;
    while (taken.has(index) && taken.size < AVATAR_PALETTE.length) {
      index = (index + 1) % AVATAR_PALETTE.length;
    }
    taken.add(index);
    return AVATAR_PALETTE[index];
  });
}

function clientAvatar({ name, emblem }, [light, dark]) {
  const random = seededRandom(hashString(name));
  const canvas = createCanvas(256, 256, `${name} channel avatar`);
  canvas.fill(
    canvas.linear(
      [
        [0, light],
        [1, dark],
      ],
      [0, 0, 1, 1],
    ),
  );
  canvas.glow(60, 40, 170, '#fff', 0.28);
  canvas.glow(230, 240, 160, '#000', 0.22);
  canvas.add(el('g', {}, clientEmblems[emblem](dark, random)));
  return canvas;
}

// ---------------------------------------------------------------------------------------------
// Tool-stack tiles: original geometric monograms drawn with strokes (no fonts needed)
// ---------------------------------------------------------------------------------------------

/** Stroke glyphs on a 48-unit cap height (y 0..48, x-height from y 16). */
const GLYPHS = {
  P: { width: 26, d: 'M0 48V0H12a13 13 0 0 1 0 26H0' },
  r: { width: 18, d: 'M0 48V16M0 31a15 15 0 0 1 15-15h3' },
  A: { width: 34, d: 'M0 48L17 0L34 48M7 31H27' },
  e: { width: 32, d: 'M1 32H31A15 15 0 1 0 26.6 42.6' },
  s: {
    width: 24,
    d: 'M23 21C20 17 16 16 12 16C6 16 2 19 2 24C2 30 8 31 12 32C17 33 23 34 23 40C23 45 18 48 12 48C7 48 3 46 1 43',
  },
  L: { width: 24, d: 'M0 0V48H24' },
  D: { width: 32, d: 'M0 0V48H8A24 24 0 0 0 8 0Z' },
  O: { width: 44, d: 'M22 0A22 24 0 1 1 22 48A22 24 0 1 1 22 0Z' },
  b: { width: 30, d: 'M0 0V48M0 33a15 15 0 1 0 30 0a15 15 0 1 0-30 0' },
};

function monogram(letters, { centerX, centerY, color, weight }) {
  const spacing = 9;
  const glyphs = [...letters].map((letter) => GLYPHS[letter]);
  const total = glyphs.reduce((sum, glyph) => sum + glyph.width, 0) + spacing * (glyphs.length - 1);
  let cursor = centerX - total / 2;
  const paths = glyphs.map((glyph) => {
    const placed = el('path', { d: glyph.d, transform: `translate(${round(cursor)} 0)` });
    cursor += glyph.width + spacing;
    return placed;
  });
  return el('g', { transform: `translate(0 ${centerY - 24})`, ...stroke(color, weight) }, paths);
}

/** Each stack tile's letters and gradient, by the tile's file name. */
const stackLook = {
  'premiere-pro': { letters: 'Pr', colors: ['#9b7bff', '#4b2bb8'] },
  'after-effects': { letters: 'Ae', colors: ['#ff7ab6', '#a3165e'] },
  photoshop: { letters: 'Ps', colors: ['#5cc8ff', '#1d4fc4'] },
  lightroom: { letters: 'Lr', colors: ['#4fe0c4', '#0b7a72'] },
  'davinci-resolve': { letters: 'Dr', colors: ['#ffc24a', '#c2570c'] },
  'obs-studio': { letters: 'Ob', colors: ['#aab4c8', '#39435a'] },
};

const stackTools = stack.map(({ name, logo }) => {
  const { slug, look } = lookOf(stackLook, logo);
  return { slug, name, ...look };
});

function stackTile({ name, letters, colors: [light, dark] }) {
  const canvas = createCanvas(128, 128, `${name} icon`);
  const tile = { rx: 28 };
  canvas.add(
    rect(
      0,
      0,
      128,
      128,
      canvas.linear(
        [
          [0, light],
          [1, dark],
        ],
        [0, 0, 1, 1],
      ),
      tile,
    ),
  );
  canvas.add(
    rect(
      0,
      0,
      128,
      128,
      canvas.radial(
        [
          [0, '#fff', 0.35],
          [1, '#fff', 0],
        ],
        { cx: 0.2, cy: 0.1, r: 0.8 },
      ),
      tile,
    ),
    rect(2, 2, 124, 124, 'none', {
      ...tile,
      rx: 26,
      stroke: '#fff',
      'stroke-opacity': 0.22,
      'stroke-width': 2,
    }),
    monogram(letters, { centerX: 64, centerY: 62, color: '#fff', weight: 9 }),
    rect(44, 98, 40, 5, '#fff', { rx: 2.5, opacity: 0.45 }),
  );
  return canvas;
}

// ---------------------------------------------------------------------------------------------
// Project card backgrounds
// ---------------------------------------------------------------------------------------------

/** Motifs sit in the upper-right of a 1200x675 card, tinted with the accent colour. */
const projectMotifs = {
  timeline: (accent, random) => [
    timelineTracks(random, {
      x: 560,
      y: 120,
      width: 580,
      tracks: 4,
      trackHeight: 40,
      colors: [
        { fill: '#fff', opacity: 0.05 },
        { fill: accent, opacity: 0.16 },
        { fill: accent, opacity: 0.28 },
      ],
    }),
    rect(640, 228, 200, 40, NEAR_BLACK, { rx: 6 }),
    rect(640, 228, 200, 40, accent, {
      rx: 6,
      'fill-opacity': 0.7,
      stroke: '#fff',
      'stroke-opacity': 0.5,
    }),
    rect(820, 120, 200, 40, NEAR_BLACK, { rx: 6 }),
    rect(820, 120, 200, 40, accent, {
      rx: 6,
      'fill-opacity': 0.12,
      ...stroke(accent, 3),
      'stroke-dasharray': '10 8',
    }),
    pathEl('M740 220C740 180 770 140 808 140', 'none', stroke(accent, 3, { opacity: 0.7 })),
    pathEl('M798 132l12 8-12 8', 'none', stroke(accent, 3, { opacity: 0.7 })),
    rect(900, 92, 3, 260, accent),
    pathEl('M893 84h17l-8.5 10Z', accent),
  ],
  linkCards: (accent) => {
    const pills = [0, 1, 2, 3].map((index) =>
      rect(824, 250 + index * 62, 192, 44, index === 0 ? accent : '#fff', {
        rx: 22,
        'fill-opacity': index === 0 ? 0.75 : 0.08,
      }),
    );
    return el(
      'g',
      { transform: 'rotate(-8 920 330)' },
      rect(790, 80, 260, 480, '#fff', {
        rx: 36,
        'fill-opacity': 0.04,
        stroke: accent,
        'stroke-opacity': 0.55,
        'stroke-width': 3,
      }),
      circle(920, 166, 34, accent, { 'fill-opacity': 0.5 }),
      rect(860, 212, 120, 10, '#fff', { rx: 5, 'fill-opacity': 0.25 }),
      pills,
    );
  },
  chart: (accent, random) => {
    const bars = [];
    const points = [];
    for (let index = 0; index < 9; index += 1) {
      const height = 50 + index * 18 + random() * 30;
      const x = 640 + index * 56;
      bars.push(
        rect(x, 480 - height, 34, height, accent, {
          rx: 6,
          'fill-opacity': round(0.12 + index * 0.025),
        }),
      );
      points.push(`${x + 17} ${round(440 - height * 0.9)}`);
    }
    return [
      ...bars,
      pathEl(`M${points.join('L')}`, 'none', stroke(accent, 4, { opacity: 0.9 })),
      circle(1080, 130, 60, 'none', { ...stroke('#fff', 12), 'stroke-opacity': 0.08 }),
      pathEl('M1080 70A60 60 0 1 1 1023.5 150', 'none', stroke(accent, 12, { opacity: 0.8 })),
    ];
  },
};

const projects = [
  { slug: 'cutcopy', name: 'CutCopy for Premiere', accent: '#ff6b6b', motif: 'timeline' },
  { slug: 'biodeck', name: 'BioDeck', accent: '#4dabf7', motif: 'linkCards' },
  { slug: 'creator-tools', name: 'Creator Tools', accent: '#69db7c', motif: 'chart' },
];

function projectBackground({ slug, name, accent, motif }) {
  const canvas = createCanvas(1200, 675, `${name} background`);
  canvas.fill(
    canvas.linear(
      [
        [0, '#15161d'],
        [1, NEAR_BLACK],
      ],
      [1, 0, 0, 1],
    ),
  );
  canvas.glow(1000, 120, 560, accent, 0.3);
  canvas.glow(300, 40, 420, accent, 0.08);
  addGrid(canvas, 48, 0.045);
  canvas.add(projectMotifs[motif](accent, seededRandom(hashString(slug))));
  // Calm, dark lower-left corner for the white card text.
  canvas.fill(
    canvas.linear(
      [
        [0, NEAR_BLACK, 0],
        [0.55, NEAR_BLACK, 0.55],
        [1, NEAR_BLACK, 0.95],
      ],
      [0.9, 0, 0.1, 1],
    ),
  );
  return canvas;
}

// ---------------------------------------------------------------------------------------------
// Page backgrounds
// ---------------------------------------------------------------------------------------------

function heroBackground() {
  const canvas = createCanvas(1600, 900, 'Abstract dark background');
  canvas.fill(NEAR_BLACK);
  canvas.glow(1260, 180, 720, BRAND_RED, 0.24);
  canvas.glow(260, 820, 640, BRAND_PURPLE, 0.2);
  canvas.glow(820, 460, 420, '#b02a6e', 0.08);
  canvas.add(
    filmStrip(canvas, { x: -20, y: 60, length: 1640, height: 64, opacity: 0.05 }),
    timelineTracks(seededRandom(hashString('hero')), {
      x: 40,
      y: 660,
      width: 1520,
      tracks: 4,
      trackHeight: 30,
      colors: [
        { fill: '#fff', opacity: 0.025 },
        { fill: BRAND_RED, opacity: 0.07 },
        { fill: BRAND_PURPLE, opacity: 0.08 },
      ],
    }),
    rect(1180, 630, 2, 220, BRAND_RED, { opacity: 0.45 }),
    pathEl('M1173.5 622h15l-7.5 9Z', BRAND_RED, { opacity: 0.45 }),
  );
  canvas.fill(
    canvas.linear([
      [0, NEAR_BLACK, 0],
      [1, NEAR_BLACK, 0.6],
    ]),
  );
  return canvas;
}

function linksBackground() {
  const canvas = createCanvas(1080, 1920, 'Abstract dark background');
  canvas.fill(
    canvas.linear([
      [0, '#120d16'],
      [0.5, NEAR_BLACK],
      [1, '#100c18'],
    ]),
  );
  canvas.glow(180, 220, 760, BRAND_RED, 0.26);
  canvas.glow(940, 1680, 820, BRAND_PURPLE, 0.26);
  canvas.glow(900, 760, 420, '#b02a6e', 0.08);
  addGrid(canvas, 72, 0.03);
  canvas.add(
    filmStrip(canvas, {
      x: -200,
      y: 1180,
      length: 1500,
      height: 64,
      opacity: 0.05,
      transform: 'rotate(-14 540 1212)',
    }),
    filmStrip(canvas, {
      x: -200,
      y: 560,
      length: 1500,
      height: 64,
      opacity: 0.035,
      transform: 'rotate(10 540 592)',
    }),
  );
  return canvas;
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

function allImages() {
  const palettes = clientPalettes(clients.map(({ name }) => name));
  return [
    ['favicon.svg', favicon()],
    ['images/og-image.svg', ogImage()],
    ['images/profile/jordan-vale.svg', profilePortrait()],
    ...clients.map((client, index) => [
      `images/clients/${client.slug}.svg`,
      clientAvatar(client, palettes[index]),
    ]),
    ...stackTools.map((tool) => [`images/stack/${tool.slug}.svg`, stackTile(tool)]),
    ...projects.map((project) => [
      `images/projects/${project.slug}.svg`,
      projectBackground(project),
    ]),
    ['images/backgrounds/hero.svg', heroBackground()],
    ['images/backgrounds/links.svg', linksBackground()],
  ];
}

async function main() {
  for (const [relativePath, canvas] of allImages()) {
    const markup = canvas.toString();
    const bytes = Buffer.byteLength(markup);
    if (bytes > MAX_BYTES)
      throw new Error(`${relativePath} is ${bytes} bytes (limit ${MAX_BYTES})`);
    const target = path.join(PUBLIC_DIR, relativePath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, markup);
    console.log(`wrote public/${relativePath} (${bytes} bytes)`);
  }
}

await main();
