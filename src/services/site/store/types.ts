/**
 * The Fourthwall Storefront API shapes the site reads. The parser (parse.ts) checks these
 * fields at runtime and drops everything else, so extra fields in an answer are tolerated.
 */
export interface Money {
  /** Major units, e.g. 24.99. */
  value: number;
  /** An ISO code, e.g. 'USD'. */
  currency: string;
}

export type Stock = { type: 'LIMITED'; inStock: number } | { type: 'UNLIMITED' };

export type ProductStateType = 'AVAILABLE' | 'SOLD_OUT';

export interface ProductState {
  type: ProductStateType;
}

/**
 * Who may see a product: documented as PUBLIC, HIDDEN or ARCHIVED on every product. Only PUBLIC
 * products are shown; a missing or unknown type reads as UNKNOWN, which is not shown either.
 */
export type ProductAccessType = 'PUBLIC' | 'HIDDEN' | 'ARCHIVED' | 'UNKNOWN';

export interface ProductAccess {
  type: ProductAccessType;
}

export interface ProductImage {
  id: string;
  /** The full-size original. */
  url: string;
  /** The same picture resized for display, when the API offers one. */
  transformedUrl?: string;
  width?: number;
  height?: number;
}

export interface VariantAttributes {
  /** e.g. "Black, L". */
  description?: string;
  color?: { name: string; swatch: string };
  size?: { name: string };
}

export interface Variant {
  id: string;
  name: string;
  sku?: string;
  unitPrice: Money;
  compareAtPrice?: Money;
  stock: Stock;
  attributes: VariantAttributes;
  images: ProductImage[];
}

export interface Product {
  id: string;
  slug: string;
  name: string;
  /** HTML. */
  description: string;
  state: ProductState;
  access: ProductAccess;
  images: ProductImage[];
  variants: Variant[];
  /** A product-level price, as a product without variants (a bundle) carries it. */
  price?: Money;
  updatedAt?: string;
}

export interface Collection {
  id: string;
  slug: string;
  name: string;
  description?: string;
  updatedAt?: string;
}

/** The paging envelope; pages are 0-based. Only `hasNextPage` is relied on. */
export interface Paging {
  pageNumber?: number;
  pageSize?: number;
  elementsSize?: number;
  elementsTotal?: number;
  totalPages?: number;
  hasNextPage: boolean;
}

export interface Page<T> {
  results: T[];
  paging: Paging;
}
