/**
 * The Storefront API routes as a pure function from a request to a reply. Order of checks: an
 * unknown route is 404 (so is `/v1/products`: there is no list-all endpoint), then the token
 * (401), then the query (400), then the slug (404 with a Platform-style code).
 */
import type { Catalog } from './catalog.ts';
import { json, type Reply } from './http.ts';
import {
  findCollection,
  findProduct,
  productsOf,
  wireCollection,
  wirePage,
  wireProduct,
} from './wire.ts';

export interface ApiRequest {
  /** Below the mount prefix, e.g. `/v1/collections`. */
  path: string;
  query: URLSearchParams;
  /** The emulator's absolute mount URL, e.g. `http://127.0.0.1:4173/sandbox/storefront`. */
  base: string;
}

/** The `currency` enum (documented head of the list plus common ones). Prices stay USD. */
export const knownCurrencies = new Set([
  'USD',
  'EUR',
  'CAD',
  'GBP',
  'AUD',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CHF',
  'JPY',
  'MXN',
  'BRL',
]);
export const defaultPageSize = 20;
export const maxPageSize = 100;

type Route =
  | { name: 'shop' }
  | { name: 'collections' }
  | { name: 'collection' | 'collection-products' | 'product'; slug: string };

function routeOf(path: string): Route | null {
  if (path === '/v1/shop') return { name: 'shop' };
  if (path === '/v1/collections') return { name: 'collections' };
  const match = /^\/v1\/(collections|products)\/([^/]+)(\/products)?$/.exec(path);
  if (!match?.[2] || (match[1] === 'products' && match[3])) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  if (match[1] === 'products') return { name: 'product', slug };
  return { name: match[3] ? 'collection-products' : 'collection', slug };
}

const invalid = (field: string, message: string) =>
  json(400, { code: 'VALIDATION_ERROR', field, message });

function paging(query: URLSearchParams): { page: number; size: number } | Reply {
  const page = query.get('page') ?? '0';
  const size = query.get('size') ?? String(defaultPageSize);
  if (!/^\d{1,6}$/.test(page)) return invalid('page', 'page must be a whole number from 0');
  if (!/^\d{1,3}$/.test(size) || Number(size) < 1 || Number(size) > maxPageSize) {
    return invalid('size', `size must be from 1 to ${maxPageSize}`);
  }
  return { page: Number(page), size: Number(size) };
}

function checkQuery(query: URLSearchParams): Reply | null {
  const currency = query.get('currency');
  if (currency !== null && !knownCurrencies.has(currency)) {
    return invalid('currency', `Unknown currency '${currency}'`);
  }
  return null;
}

const notFound = (code: string, idField: string, slug: string, what: string) =>
  json(404, { code, [idField]: slug, message: `${what} '${slug}' not found` });

function answerRoute(catalog: Catalog, route: Route, request: ApiRequest): Reply {
  if (route.name === 'shop') return json(200, catalog.shop);
  if (route.name === 'product') {
    const product = findProduct(catalog, route.slug);
    return product
      ? json(200, wireProduct(product, request.base))
      : notFound('OFFER_NOT_FOUND_ERROR', 'offerId', route.slug, 'Product');
  }
  const pages = paging(request.query);
  if ('status' in pages) return pages;
  if (route.name === 'collections') {
    return json(200, wirePage(catalog.collections.map(wireCollection), pages.page, pages.size));
  }
  const collection = findCollection(catalog, route.slug);
  if (!collection)
    return notFound('COLLECTION_NOT_FOUND_ERROR', 'collectionId', route.slug, 'Collection');
  if (route.name === 'collection') return json(200, wireCollection(collection));
  const products = productsOf(catalog, collection).map((product) =>
    wireProduct(product, request.base),
  );
  return json(200, wirePage(products, pages.page, pages.size));
}

export function answerApi(catalog: Catalog, token: string, request: ApiRequest): Reply {
  const route = routeOf(request.path);
  if (!route) return json(404, { code: 'NOT_FOUND', message: `No endpoint ${request.path}` });
  if (request.query.get('storefront_token') !== token) {
    return json(401, { code: 'UNAUTHORIZED', message: 'Missing or invalid storefront_token' });
  }
  return checkQuery(request.query) ?? answerRoute(catalog, route, request);
}
