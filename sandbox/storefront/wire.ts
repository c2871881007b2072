/**
 * The catalog as Storefront API JSON (docs/sandbox.md, wire formats): `access` on every product,
 * USD money in major units, a bundle priced at the product level with no variants, absolute image
 * URLs under the emulator's own `/images/` (the original and a resized `transformedUrl`), the
 * 0-based paging envelope.
 */
import type { Catalog, CatalogCollection, CatalogImage, CatalogProduct } from './catalog.ts';

export const currency = 'USD';
/** The original picture's size; `transformedUrl` serves it at `resizedImageSize`. */
export const imageSize = 800;
export const resizedImageSize = 400;

const money = (cents: number) => ({ value: cents / 100, currency });

/**
 * `<base>/images/<slug>-<n>.svg` (resized) or `<base>/images/original/<slug>-<n>.svg`, where base
 * is the emulator's absolute mount URL.
 */
export const imageUrl = (base: string, slug: string, n: number, original = false) =>
  `${base}/images/${original ? 'original/' : ''}${slug}-${n}.svg`;

function wireImage(base: string, product: CatalogProduct, image: CatalogImage) {
  return {
    id: image.id,
    url: imageUrl(base, product.slug, image.n, true),
    transformedUrl: imageUrl(base, product.slug, image.n),
    width: imageSize,
    height: imageSize,
  };
}

/** A bundle's one price: its product-level `price`, in place of variants. */
function bundlePrice(product: CatalogProduct) {
  return { price: money(Math.min(...product.variants.map((variant) => variant.cents))) };
}

export function wireProduct(product: CatalogProduct, base: string) {
  const images = product.images.map((image) => wireImage(base, product, image));
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.descriptionHtml,
    state: { type: product.soldOut ? 'SOLD_OUT' : 'AVAILABLE' },
    access: { type: product.access },
    images,
    ...(product.bundle && bundlePrice(product)),
    variants: (product.bundle ? [] : product.variants).map((variant) => ({
      id: variant.id,
      name: variant.name,
      sku: variant.sku,
      unitPrice: money(variant.cents),
      compareAtPrice: variant.compareAtCents === null ? null : money(variant.compareAtCents),
      stock: variant.stock,
      attributes: {
        description: variant.description,
        ...(variant.colour && { color: { ...variant.colour } }),
        ...(variant.size && { size: { name: variant.size } }),
      },
      images: images.filter((_, index) => index + 1 === variant.image),
    })),
    updatedAt: product.updatedAt,
  };
}

export function wireCollection({ id, name, slug, description, updatedAt }: CatalogCollection) {
  return { id, name, slug, description, updatedAt };
}

export function wirePage<T>(items: readonly T[], page: number, size: number) {
  const results = items.slice(page * size, (page + 1) * size);
  const totalPages = Math.ceil(items.length / size);
  return {
    results,
    paging: {
      pageNumber: page,
      pageSize: size,
      elementsSize: results.length,
      elementsTotal: items.length,
      totalPages,
      hasNextPage: page + 1 < totalPages,
    },
  };
}

export function findProduct(catalog: Catalog, slug: string): CatalogProduct | undefined {
  return catalog.products.find((product) => product.slug === slug);
}

export function findCollection(catalog: Catalog, slug: string): CatalogCollection | undefined {
  return catalog.collections.find((collection) => collection.slug === slug);
}

export function productsOf(catalog: Catalog, collection: CatalogCollection): CatalogProduct[] {
  return collection.products.flatMap((slug) => findProduct(catalog, slug) ?? []);
}
