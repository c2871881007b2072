/**
 * The storefront emulator as a Node/Connect handler, mounted below a prefix (Vite plugin:
 * `/sandbox/storefront`): `GET /v1/...` (the Storefront API) and `GET /images/<slug>-<n>.svg`
 * (the product mockups its answers link to, by absolute URL: resized there, full size below
 * `/images/original/`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerApi } from './api.ts';
import { generateCatalog, type Catalog } from './catalog.ts';
import {
  json,
  methodReply,
  mountPrefix,
  originOf,
  sendReply,
  type Handler,
  type Reply,
} from './http.ts';
import { productSvg } from './svg.ts';
import { findProduct, imageSize, resizedImageSize } from './wire.ts';

export const sandboxStorefrontToken = 'ptkn_sandbox';

export interface EmulatorOptions {
  /** Delay before each API answer, to see loading states. */
  latencyMs?: number;
  token?: string;
  catalog?: Catalog;
}

export function imageReply(catalog: Catalog, path: string): Reply | null {
  const match = /^\/images\/(original\/)?([a-z0-9-]+)-(\d+)\.svg$/.exec(path);
  const product = match?.[2] ? findProduct(catalog, match[2]) : undefined;
  const image = product?.images.find((candidate) => candidate.n === Number(match?.[3]));
  if (!product || !image) return null;
  const size = match?.[1] ? imageSize : resizedImageSize;
  return {
    status: 200,
    contentType: 'image/svg+xml; charset=utf-8',
    body: productSvg({ ...image, title: product.name, size }),
    headers: { 'Cache-Control': 'public, max-age=3600' },
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createStorefrontEmulator(options: EmulatorOptions = {}): Handler {
  const { latencyMs = 0, token = sandboxStorefrontToken } = options;
  const catalog = options.catalog ?? generateCatalog();

  async function answer(req: IncomingMessage): Promise<Reply> {
    const refused = methodReply(req.method);
    if (refused) return refused;
    const url = new URL(req.url ?? '/', 'http://emulator');
    const image = imageReply(catalog, url.pathname);
    if (image) return image;
    if (!url.pathname.startsWith('/v1/')) {
      return json(404, { code: 'NOT_FOUND', message: `No endpoint ${url.pathname}` });
    }
    if (latencyMs > 0) await delay(latencyMs);
    const base = `${originOf(req)}${mountPrefix(req)}`;
    return answerApi(catalog, token, { path: url.pathname, query: url.searchParams, base });
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    answer(req).then(
      (reply) => sendReply(res, reply, req.method !== 'HEAD'),
      (error: unknown) =>
        sendReply(res, json(500, { code: 'INTERNAL', message: String(error) }), true),
    );
  };
}
