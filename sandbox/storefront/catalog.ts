/**
 * The emulator's dataset, generated from a seed: product kinds × themes, colours, sizes, USD
 * prices, stock, two discounted products (compareAtPrice), exactly one sold-out product and one
 * bundle; plus the unlisted products of `kinds.ts` (hidden, archived), drawn from their own
 * stream so they change nothing a visitor sees. The same seed always gives the same catalog.
 */
import {
  accents,
  allCollection,
  backdrops,
  collections as collectionWords,
  kinds,
  palette,
  taglines,
  themes,
  unlisted,
  type Access,
  type Colour,
  type ProductKind,
  type Silhouette,
} from './kinds.ts';
import { createRandom, deriveSeed, type Random } from '../shared/random.ts';

export const defaultSeed = 20260601;

export type CatalogStock = { type: 'LIMITED'; inStock: number } | { type: 'UNLIMITED' };

export interface CatalogImage {
  id: string;
  /** 1-based; the image is served at `/images/<product slug>-<n>.svg`. */
  n: number;
  silhouette: Silhouette;
  colour: string;
  backdrop: string;
}

export interface CatalogVariant {
  id: string;
  name: string;
  sku: string;
  cents: number;
  compareAtCents: number | null;
  stock: CatalogStock;
  /** e.g. "Black, L". */
  description: string;
  colour: Colour | null;
  size: string | null;
  /** The `n` of the image showing this variant. */
  image: number;
}

export interface CatalogProduct {
  id: string;
  slug: string;
  name: string;
  descriptionHtml: string;
  soldOut: boolean;
  access: Access;
  /** Priced at the product level with no variants on the wire (kinds.ts, `bundle`). */
  bundle: boolean;
  collection: string;
  images: CatalogImage[];
  variants: CatalogVariant[];
  updatedAt: string;
}

export interface CatalogCollection {
  id: string;
  slug: string;
  name: string;
  description: string;
  updatedAt: string;
  /** Product slugs, in display order. */
  products: string[];
}

export interface Catalog {
  shop: { id: string; name: string; domain: string; publicDomain: string };
  collections: CatalogCollection[];
  products: CatalogProduct[];
}

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const day = 24 * 60 * 60 * 1000;
const epoch = Date.UTC(2026, 5, 1, 12);

const uuid = (random: Random) =>
  `${random.hex(8)}-${random.hex(4)}-4${random.hex(3)}-${random.pick(['8', '9', 'a', 'b'])}${random.hex(3)}-${random.hex(12)}`;

const collectionId = (random: Random) => `col_${random.chars(base62, 22)}`;

const timestamp = (random: Random) =>
  new Date(epoch - random.int(0, 120) * day - random.int(0, 1439) * 60_000).toISOString();

export const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const code = (word: string) =>
  word
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 3)
    .toUpperCase();

interface Flags {
  soldOut: boolean;
  discounted: boolean;
}

function stockFor(random: Random, kind: ProductKind, flags: Flags): () => CatalogStock {
  if (flags.soldOut) return () => ({ type: 'LIMITED', inStock: 0 });
  const limited = kind.collection !== 'digital-downloads' && random.next() < 0.3;
  return limited
    ? () => ({ type: 'LIMITED', inStock: random.int(1, 40) })
    : () => ({ type: 'UNLIMITED' });
}

function makeProduct(
  random: Random,
  kind: ProductKind,
  theme: string,
  flags: Flags,
  access: Access = 'PUBLIC',
): CatalogProduct {
  const name = `${theme} ${kind.label}`;
  const slug = slugify(name);
  const colours = random.sample(palette, kind.colours);
  const backdrop = random.pick(backdrops);
  const imageColours =
    colours.length > 0 ? colours.map((colour) => colour.swatch) : [random.pick(accents)];
  const images = imageColours.map((colour, index) => ({
    id: uuid(random),
    n: index + 1,
    silhouette: kind.silhouette,
    colour,
    backdrop,
  }));
  const priceBump = random.pick([0, 0, 200]);
  const discount = flags.discounted ? random.pick([500, 700, 1000]) : null;
  const stock = stockFor(random, kind, flags);
  const skuPrefix = random.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 4);
  const options = (colours.length > 0 ? colours : [null]).flatMap((colour, index) =>
    (kind.sizes.length > 0 ? kind.sizes : [null]).map((size) => ({
      colour,
      size,
      image: index + 1,
    })),
  );
  const variants = options.map(({ colour, size, image }): CatalogVariant => {
    const description =
      [colour?.name, size].filter(Boolean).join(', ') ||
      (kind.collection === 'digital-downloads' ? 'Digital download' : 'One size');
    const cents = kind.cents + priceBump + (size ? (kind.upcharge?.[size] ?? 0) : 0);
    return {
      id: uuid(random),
      name: `${name} - ${description}`,
      sku: `${skuPrefix}-${code(colour?.name ?? 'STD')}${size ? code(size) : ''}`,
      cents,
      compareAtCents: discount === null ? null : cents + discount,
      stock: stock(),
      description,
      colour,
      size,
      image,
    };
  });
  const features = kind.features.map((feature) => `<li>${feature}</li>`).join('');
  return {
    id: uuid(random),
    slug,
    name,
    descriptionHtml: `<p>The ${name}, ${random.pick(taglines)}.</p><ul>${features}</ul>`,
    soldOut: flags.soldOut,
    access,
    bundle: kind.bundle === true,
    collection: kind.collection,
    images,
    variants,
    updatedAt: timestamp(random),
  };
}

export function generateCatalog(seed = defaultSeed): Catalog {
  const random = createRandom(seed);
  const chosenThemes = random.sample(themes, kinds.length);
  const indices = kinds.map((_, index) => index);
  const physical = indices.filter((index) => kinds[index]?.collection !== 'digital-downloads');
  const soldOut = random.pick(physical);
  const discounted = random.sample(
    indices.filter((index) => index !== soldOut),
    2,
  );
  const products = kinds.map((kind, index) =>
    makeProduct(random, kind, chosenThemes[index] ?? `Edition ${index + 1}`, {
      soldOut: index === soldOut,
      discounted: discounted.includes(index),
    }),
  );
  const notPublic = unlistedProducts(seed);
  const newestFirst = [...products].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const inCollection = (slug: string) => {
    const slugs = products.filter((product) => product.collection === slug).map((p) => p.slug);
    for (const [index, { position }] of unlisted.entries()) {
      const product = notPublic[index];
      if (product?.collection === slug) slugs.splice(position, 0, product.slug);
    }
    return slugs;
  };
  const collections = [allCollection, ...collectionWords].map((words) => ({
    ...words,
    id: collectionId(random),
    updatedAt: timestamp(random),
    products:
      words.slug === allCollection.slug
        ? newestFirst.map((product) => product.slug)
        : inCollection(words.slug),
  }));
  return {
    shop: {
      id: `sh_${uuid(random)}`,
      name: 'Sandbox Merch',
      domain: 'sandbox-merch.fourthwall.com',
      publicDomain: 'sandbox-merch.fourthwall.com',
    },
    collections,
    products: [...products, ...notPublic],
  };
}

function unlistedProducts(seed: number): CatalogProduct[] {
  const random = createRandom(deriveSeed(seed, 'unlisted'));
  return unlisted.map(({ theme, label, access }) => {
    const kind = kinds.find((candidate) => candidate.label === label);
    if (!kind) throw new Error(`No product kind '${label}'`);
    return makeProduct(random, kind, theme, { soldOut: false, discounted: false }, access);
  });
}
