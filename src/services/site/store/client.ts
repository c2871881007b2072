/**
 * The merch storefront client (docs/product.md, store), on the Fourthwall
 * Storefront API. Every call takes an AbortSignal and returns typed data or throws a StoreError.
 * Every request ends (docs/architecture.md, requests): each page is bounded by `timeoutMs` (15 s by
 * default), so a listing of n pages is n bounded requests; a hung one fails with kind 'timeout'.
 */
import { ALL_COLLECTION_SLUG } from '@/domain/site/store/collection';
import { originOf, safeMediaUrl } from '@/domain/urls/urlPolicy';
import { StoreError } from './errors';
import { isListed } from './listing';
import { pageOf, parseCollection, parseProduct } from './parse';
import { createGetJson, type FetchLike, type GetJson, type Params } from './request';
import type { Reader } from './shape';
import type { Collection, Product, ProductImage } from './types';

/** The page's address in a browser (a relative API base is read against it); none in Node. */
const pageAddress = () => (typeof location === 'undefined' ? undefined : location.href);

/** docs/product.md, store: the site shows prices in USD. */
export const STORE_CURRENCY = 'USD';
export const STORE_PAGE_SIZE = 50;
/** Stops a server that always says `hasNextPage` (50 × 20 = 1000 products at most). */
export const STORE_MAX_PAGES = 20;

export interface StoreClientOptions {
  /** e.g. https://storefront-api.fourthwall.com/v1 or <origin>/sandbox/storefront/v1. */
  apiBase: string;
  /** The public storefront token, `ptkn_…`. */
  token: string;
  /** The shop's public site, e.g. https://shop.example.com or <origin>/sandbox/store. */
  storeUrl: string;
  fetch?: FetchLike;
  /** The bound of one request (one page). Default 15 s. */
  timeoutMs?: number;
  pageSize?: number;
  maxPages?: number;
}

export interface StoreClient {
  readonly storeUrl: string;
  listCollections(signal: AbortSignal): Promise<Collection[]>;
  /** The collection's PUBLIC products, in its order. */
  listCollectionProducts(slug: string, signal: AbortSignal): Promise<Product[]>;
  /** The built-in `all` collection: there is no list-all-products endpoint. */
  listAllProducts(signal: AbortSignal): Promise<Product[]>;
  /** A PUBLIC product; a hidden or archived one is reported as not-found. */
  getProduct(slug: string, signal: AbortSignal): Promise<Product>;
  /** Where a product card links: the shop's own product page. */
  productPageUrl(slug: string): string;
}

/** Reads pages 0, 1, … while `paging.hasNextPage`, up to `maxPages`. */
async function allPages<T>(
  getJson: GetJson,
  path: string,
  params: Params,
  read: Reader<T>,
  limits: { pageSize: number; maxPages: number },
  signal: AbortSignal,
): Promise<T[]> {
  const items: T[] = [];
  const readPage = pageOf(read);
  for (let page = 0; page < limits.maxPages; page += 1) {
    const answer = await getJson(
      path,
      { ...params, page, size: limits.pageSize },
      readPage,
      signal,
    );
    items.push(...answer.results);
    if (!answer.paging.hasNextPage || answer.results.length === 0) break;
  }
  return items;
}

/** The product with only the pictures the URL policy accepts, its variants' too. */
function withSafeImages(product: Product, trusted: readonly string[]): Product {
  const safe = (images: ProductImage[]) =>
    images
      .filter((image) => safeMediaUrl(image.url, trusted) !== null)
      .map(({ transformedUrl, ...image }) => {
        const transformed = safeMediaUrl(transformedUrl, trusted);
        return transformed ? { ...image, transformedUrl: transformed } : image;
      });
  return {
    ...product,
    images: safe(product.images),
    variants: product.variants.map((variant) => ({ ...variant, images: safe(variant.images) })),
  };
}

export function createStoreClient(options: StoreClientOptions): StoreClient {
  const getJson = createGetJson(options);
  // The API's own origin may serve pictures over http: only the offline sandbox does that.
  const apiOrigin = originOf(options.apiBase, pageAddress());
  const trusted = apiOrigin ? [apiOrigin] : [];
  const limits = {
    pageSize: options.pageSize ?? STORE_PAGE_SIZE,
    maxPages: options.maxPages ?? STORE_MAX_PAGES,
  };
  const storeUrl = options.storeUrl.replace(/\/+$/, '');
  const segment = (slug: string) => {
    if (slug.trim() === '') throw new StoreError('not-found', 'No slug given', 0);
    return encodeURIComponent(slug);
  };

  const listCollectionProducts = async (slug: string, signal: AbortSignal) =>
    (
      await allPages(
        getJson,
        `/collections/${segment(slug)}/products`,
        { currency: STORE_CURRENCY },
        parseProduct,
        limits,
        signal,
      )
    )
      .filter(isListed)
      .map((product) => withSafeImages(product, trusted));

  const getProduct = async (slug: string, signal: AbortSignal) => {
    const product = await getJson(
      `/products/${segment(slug)}`,
      { currency: STORE_CURRENCY },
      parseProduct,
      signal,
    );
    if (!isListed(product)) {
      throw new StoreError('not-found', `Product '${slug}' is ${product.access.type}`, 200);
    }
    return withSafeImages(product, trusted);
  };

  return {
    storeUrl,
    listCollections: (signal) =>
      allPages(getJson, '/collections', {}, parseCollection, limits, signal),
    listCollectionProducts,
    listAllProducts: (signal) => listCollectionProducts(ALL_COLLECTION_SLUG, signal),
    getProduct,
    productPageUrl: (slug) => `${storeUrl}/products/${encodeURIComponent(slug)}`,
  };
}
