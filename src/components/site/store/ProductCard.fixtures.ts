import type { ProductCardProps } from './ProductCard';

const shapes = {
  tee: 'M140 92l40-14q20 22 40 0l40 14 62 52-30 42-28-18v158H136V168l-28 18-30-42z',
  hoodie:
    'M136 104q-2-46 64-52 66 6 64 52l36 28 32 172-34 8-34-140v150H136V172l-34 140-34-8 32-172z',
  mug: 'M110 120h160v170q0 24-24 24H134q-24 0-24-24zM270 150h20q46 0 46 60t-46 60h-20v-24h16q26 0 26-36t-26-36h-16z',
  download: 'M124 80h108l52 52v188H124z',
};

/** A local product mockup (no network in stories): a silhouette on a soft backdrop. */
function mockup(shape: keyof typeof shapes, colour: string, backdrop: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${backdrop}"/><path d="${shapes[shape]}" fill="${colour}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export type ProductCardFixture = ProductCardProps & { id: string; slug: string };

const store = 'https://store.jordanvale.studio/products';

const product = (fixture: Omit<ProductCardFixture, 'url'>): ProductCardFixture => ({
  ...fixture,
  url: `${store}/${fixture.slug}`,
});

/** Apparel: one sold out, some with prices that vary by variant. */
export const apparelFixtures: ProductCardFixture[] = [
  product({
    id: 'p-keyframe-tee',
    slug: 'keyframe-classic-tee',
    name: 'Keyframe Classic Tee',
    image: mockup('tee', '#1f2937', '#e9ecef'),
    price: '$24.99',
  }),
  product({
    id: 'p-slow-motion-tee',
    slug: 'slow-motion-heavyweight-tee',
    name: 'Slow Motion Heavyweight Tee',
    image: mockup('tee', '#c2410c', '#fff4e6'),
    price: '$29.99',
    priceVaries: true,
  }),
  product({
    id: 'p-jump-cut-hoodie',
    slug: 'jump-cut-pullover-hoodie',
    name: 'Jump Cut Pullover Hoodie',
    image: mockup('hoodie', '#4338ca', '#e7f5ff'),
    price: '$56.99',
    priceVaries: true,
  }),
  product({
    id: 'p-rough-cut-hoodie',
    slug: 'rough-cut-zip-hoodie',
    name: 'Rough Cut Zip Hoodie',
    image: mockup('hoodie', '#15803d', '#ebfbee'),
    price: '$61.99',
    priceVaries: true,
    soldOut: true,
  }),
];

/** Accessories and downloads: one without any image. */
export const accessoryFixtures: ProductCardFixture[] = [
  product({
    id: 'p-cold-open-mug',
    slug: 'cold-open-ceramic-mug',
    name: 'Cold Open Ceramic Mug',
    image: mockup('mug', '#0e7490', '#f1f3f5'),
    price: '$16.99',
    priceVaries: true,
  }),
  product({
    id: 'p-lut-pack',
    slug: 'night-shift-cinematic-lut-pack',
    name: 'Night Shift Cinematic LUT Pack',
    image: mockup('download', '#7c3aed', '#f3f0ff'),
    price: '$19.99',
  }),
  product({
    id: 'p-sticker-pack',
    slug: 'final-export-sticker-pack',
    name: 'Final Export Sticker Pack',
    price: '$7.99',
  }),
];
