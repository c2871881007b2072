/**
 * The product kinds the generator combines with themes: what each one is, where it is filed,
 * what it costs and which options it comes in. Words, not a dataset: the PRNG does the rest.
 */
export type Silhouette =
  'tee' | 'longsleeve' | 'hoodie' | 'mug' | 'sticker' | 'cap' | 'tote' | 'download';

export interface Colour {
  name: string;
  swatch: string;
}

export interface ProductKind {
  label: string;
  collection: string;
  silhouette: Silhouette;
  /** Base price in cents (a .99 price). */
  cents: number;
  /** How many colours to draw from the palette (0: no colour option). */
  colours: number;
  sizes: readonly string[];
  /** Extra cents for these sizes. */
  upcharge?: Readonly<Record<string, number>>;
  features: readonly string[];
  /**
   * Sold as one item: priced at the product level with no variants in the API's answers, as
   * Fourthwall answers for a bundle (needs no colour and no size option).
   */
  bundle?: boolean;
}

export const collections = [
  {
    slug: 'apparel',
    name: 'Apparel',
    description: 'Tees, hoodies and sweatshirts for the edit bay.',
  },
  { slug: 'accessories', name: 'Accessories', description: 'Mugs, caps, totes and stickers.' },
  {
    slug: 'digital-downloads',
    name: 'Digital Downloads',
    description: 'LUTs, presets, templates and sound effects, delivered instantly.',
  },
] as const;

export const allCollection = {
  slug: 'all',
  name: 'All',
  description: 'Every product in the shop.',
};

const apparelSizes = ['S', 'M', 'L', 'XL'];
const withXxl = [...apparelSizes, 'XXL'];

export const kinds: readonly ProductKind[] = [
  {
    label: 'Classic Tee',
    collection: 'apparel',
    silhouette: 'tee',
    cents: 2499,
    colours: 3,
    sizes: apparelSizes,
    features: ['100% combed ring-spun cotton', 'Regular fit, true to size', 'Printed on demand'],
  },
  {
    label: 'Heavyweight Tee',
    collection: 'apparel',
    silhouette: 'tee',
    cents: 2999,
    colours: 2,
    sizes: withXxl,
    upcharge: { XXL: 200 },
    features: ['6.5 oz heavyweight cotton', 'Boxy, relaxed fit', 'Screen-printed front'],
  },
  {
    label: 'Long Sleeve Tee',
    collection: 'apparel',
    silhouette: 'longsleeve',
    cents: 3299,
    colours: 2,
    sizes: apparelSizes,
    features: ['Soft cotton blend', 'Ribbed cuffs', 'Sleeve print'],
  },
  {
    label: 'Pullover Hoodie',
    collection: 'apparel',
    silhouette: 'hoodie',
    cents: 5499,
    colours: 3,
    sizes: withXxl,
    upcharge: { XXL: 300 },
    features: ['Brushed fleece lining', 'Kangaroo pocket', 'Embroidered chest logo'],
  },
  {
    label: 'Zip Hoodie',
    collection: 'apparel',
    silhouette: 'hoodie',
    cents: 5999,
    colours: 2,
    sizes: withXxl,
    upcharge: { XXL: 300 },
    features: ['Full-length metal zip', 'Lined hood', 'Side pockets'],
  },
  {
    label: 'Crewneck Sweatshirt',
    collection: 'apparel',
    silhouette: 'longsleeve',
    cents: 4499,
    colours: 2,
    sizes: apparelSizes,
    features: ['Midweight fleece', 'Dropped shoulders', 'Garment-dyed'],
  },
  {
    label: 'Ceramic Mug',
    collection: 'accessories',
    silhouette: 'mug',
    cents: 1699,
    colours: 2,
    sizes: ['11 oz', '15 oz'],
    upcharge: { '15 oz': 300 },
    features: ['Dishwasher and microwave safe', 'Glossy finish', 'Holds a full render of coffee'],
  },
  {
    label: 'Sticker Pack',
    collection: 'accessories',
    silhouette: 'sticker',
    cents: 799,
    colours: 0,
    sizes: [],
    features: ['Five die-cut vinyl stickers', 'Weatherproof', 'Fits any laptop lid'],
  },
  {
    label: 'Dad Cap',
    collection: 'accessories',
    silhouette: 'cap',
    cents: 2799,
    colours: 2,
    sizes: [],
    features: ['Unstructured six-panel cap', 'Adjustable strap', 'Embroidered front'],
  },
  {
    label: 'Canvas Tote',
    collection: 'accessories',
    silhouette: 'tote',
    cents: 2299,
    colours: 2,
    sizes: [],
    features: ['Heavy cotton canvas', 'Fits a 15-inch laptop', 'Inner pocket for drives'],
  },
  {
    label: 'Cinematic LUT Pack',
    collection: 'digital-downloads',
    silhouette: 'download',
    cents: 1999,
    colours: 0,
    sizes: [],
    features: ['20 .cube LUTs', 'Works in Premiere, Resolve and Final Cut', 'Instant download'],
  },
  {
    label: 'SFX Library',
    collection: 'digital-downloads',
    silhouette: 'download',
    cents: 2999,
    colours: 0,
    sizes: [],
    features: ['300 whooshes, hits and risers', '48 kHz WAV', 'Royalty-free'],
  },
  {
    label: 'Transition Presets',
    collection: 'digital-downloads',
    silhouette: 'download',
    cents: 2499,
    colours: 0,
    sizes: [],
    features: [
      '40 drag-and-drop transitions',
      'Premiere Pro and After Effects',
      'Video tutorial included',
    ],
  },
  {
    label: 'Thumbnail Template Kit',
    collection: 'digital-downloads',
    silhouette: 'download',
    cents: 1499,
    colours: 0,
    sizes: [],
    features: ['15 layered PSD templates', 'Fonts and colour guide', 'Instant download'],
    bundle: true,
  },
];

export type Access = 'PUBLIC' | 'HIDDEN' | 'ARCHIVED';

/**
 * Products a visitor never sees: answered inside their kind's collection (at `position`) and by
 * slug, but not PUBLIC, so the site must neither list nor link them. The `all` collection holds
 * PUBLIC products only.
 */
export const unlisted: readonly {
  theme: string;
  label: string;
  access: Exclude<Access, 'PUBLIC'>;
  position: number;
}[] = [
  { theme: 'Crew Only', label: 'Classic Tee', access: 'HIDDEN', position: 2 },
  { theme: 'Tape Deck', label: 'Heavyweight Tee', access: 'ARCHIVED', position: 5 },
];

export const themes = [
  'Golden Hour',
  'Keyframe',
  'Jump Cut',
  'B-Roll',
  'Render Queue',
  'Timeline',
  'Color Grade',
  'Match Cut',
  'Cold Open',
  'Wide Shot',
  'Night Shift',
  'Slow Motion',
  'Final Export',
  'Rough Cut',
  'Lower Third',
  'Frame Rate',
] as const;

export const taglines = [
  'made for long nights in the edit bay',
  'for editors who live on the timeline',
  'a small thank-you for supporting the channel',
  'designed in-house, one frame at a time',
  'the unofficial uniform of the render wait',
] as const;

export const palette: readonly Colour[] = [
  { name: 'Black', swatch: '#1d1d1f' },
  { name: 'White', swatch: '#f4f4f1' },
  { name: 'Heather Grey', swatch: '#a9acb1' },
  { name: 'Navy', swatch: '#1f2a44' },
  { name: 'Forest Green', swatch: '#2f4f3a' },
  { name: 'Maroon', swatch: '#6b2230' },
  { name: 'Sand', swatch: '#d8c8a8' },
  { name: 'Dusty Blue', swatch: '#7a93ac' },
];

/** Accent colours for products without a colour option. */
export const accents = ['#e4572e', '#2e86ab', '#7b5ea7', '#f2a541', '#3bb273'] as const;

/** Soft backdrops behind the mockups. */
export const backdrops = ['#f3efe9', '#eef2f6', '#f1f4ee', '#f6eff2'] as const;
