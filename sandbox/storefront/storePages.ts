/**
 * The sandbox's stand-in for the shop's own website (what "View Full Store" and product cards
 * open): `/` lists the products, `/products/<slug>` shows a PUBLIC one. Mounted at
 * `/sandbox/store`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { generateCatalog, type Catalog, type CatalogProduct } from './catalog.ts';
import { html, methodReply, mountPrefix, sendReply, type Handler, type Reply } from './http.ts';
import { productSvg } from './svg.ts';
import { findCollection, findProduct, productsOf } from './wire.ts';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function imageSrc(product: CatalogProduct): string {
  const image = product.images[0];
  if (!image) return '';
  return `data:image/svg+xml,${encodeURIComponent(productSvg({ ...image, title: product.name }))}`;
}

function priceHtml(product: CatalogProduct): string {
  const cheapest = Math.min(...product.variants.map((variant) => variant.cents));
  const compareAt = product.variants.find((variant) => variant.cents === cheapest)?.compareAtCents;
  const was = compareAt ? ` <s>${usd(compareAt)}</s>` : '';
  const soldOut = product.soldOut ? ' <em>Sold out</em>' : '';
  return `<p class="price">${usd(cheapest)}${was}${soldOut}</p>`;
}

function page(title: string, body: string, home: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Sandbox store</title><style>body{font-family:system-ui,sans-serif;margin:0;background:#16171b;color:#eee}header{background:#f2a541;color:#1b1b1b;padding:8px 16px;font-weight:700}main{max-width:960px;margin:24px auto;padding:0 16px}a{color:#9cc7ff}img{width:100%;border-radius:8px;background:#fff}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px}.grid a{text-decoration:none;color:inherit}.product{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:24px}.price{font-size:1.2em}em{color:#ff8a80}</style></head><body><header>Sandbox store · a local stand-in for the merch shop, nothing here can be bought · <a href="${home}">All products</a></header><main>${body}</main></body></html>`;
}

function indexPage(catalog: Catalog, home: string): Reply {
  const all = findCollection(catalog, 'all');
  const cards = (all ? productsOf(catalog, all) : catalog.products).map(
    (product) =>
      `<a href="${home}/products/${product.slug}"><img src="${imageSrc(product)}" alt=""><h2>${escapeHtml(product.name)}</h2>${priceHtml(product)}</a>`,
  );
  return html(
    200,
    page('All products', `<h1>Sandbox store</h1><div class="grid">${cards.join('')}</div>`, home),
  );
}

function productPage(product: CatalogProduct, home: string): Reply {
  const options = [...new Set(product.variants.map((variant) => variant.description))];
  const body = `<div class="product"><img src="${imageSrc(product)}" alt="${escapeHtml(product.name)}"><div><p>Sandbox store</p><h1>${escapeHtml(product.name)}</h1>${priceHtml(product)}${product.descriptionHtml}<p>Options: ${escapeHtml(options.join(' · '))}</p></div></div>`;
  return html(200, page(product.name, body, home));
}

export function answerStorePage(catalog: Catalog, path: string, home: string): Reply {
  if (path === '/' || path === '') return indexPage(catalog, home);
  const slug = /^\/products\/([a-z0-9-]+)\/?$/.exec(path)?.[1];
  const product = slug ? findProduct(catalog, slug) : undefined;
  if (product?.access === 'PUBLIC') return productPage(product, home);
  return html(
    404,
    page(
      'Not found',
      `<h1>Not found</h1><p>No sandbox store page at ${escapeHtml(path)}.</p>`,
      home,
    ),
  );
}

export function createStorePages(options: { catalog?: Catalog } = {}): Handler {
  const catalog = options.catalog ?? generateCatalog();
  return (req: IncomingMessage, res: ServerResponse) => {
    const reply =
      methodReply(req.method) ??
      answerStorePage(catalog, new URL(req.url ?? '/', 'http://store').pathname, mountPrefix(req));
    sendReply(res, reply, req.method !== 'HEAD');
  };
}
