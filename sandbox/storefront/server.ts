/**
 * The storefront sandbox on its own `node:http` server (tests, scripts): the emulator at
 * `<url>/sandbox/storefront` (API base `<url>/sandbox/storefront/v1`) and the store pages at
 * `<url>/sandbox/store`, the same addresses as on the site's origin.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { listenOnLoopback } from '../shared/loopback.ts';
import { generateCatalog } from './catalog.ts';
import { createStorefrontEmulator, sandboxStorefrontToken } from './emulator.ts';
import { json, sendReply, type Handler } from './http.ts';
import { storePagesPrefix, storefrontPrefix } from './service.ts';
import { createStorePages } from './storePages.ts';

export interface StorefrontSandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  latencyMs?: number;
  token?: string;
}

export interface StorefrontSandbox {
  url: string;
  /** Give these three to `createStoreClient`. */
  apiBase: string;
  token: string;
  storeUrl: string;
  close(): Promise<void>;
}

/** Like Connect's `use(prefix, handler)`: strips the prefix and keeps `originalUrl`. */
function mounted(prefix: string, handler: Handler) {
  return (req: IncomingMessage & { originalUrl?: string }, res: Parameters<Handler>[1]) => {
    const url = req.url ?? '/';
    if (url !== prefix && !url.startsWith(`${prefix}/`) && !url.startsWith(`${prefix}?`))
      return false;
    req.originalUrl = url;
    const rest = url.slice(prefix.length);
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    handler(req, res);
    return true;
  };
}

export async function startStorefrontSandbox(
  options: StorefrontSandboxOptions = {},
): Promise<StorefrontSandbox> {
  const token = options.token ?? sandboxStorefrontToken;
  const catalog = generateCatalog();
  const routes = [
    mounted(
      storefrontPrefix,
      createStorefrontEmulator({ latencyMs: options.latencyMs, token, catalog }),
    ),
    mounted(storePagesPrefix, createStorePages({ catalog })),
  ];
  const server = createServer((req, res) => {
    if (!routes.some((route) => route(req, res))) {
      sendReply(res, json(404, { code: 'NOT_FOUND', message: 'Not a sandbox path' }), true);
    }
  });
  const { url, close } = await listenOnLoopback(server, options.port);
  return {
    url,
    apiBase: `${url}${storefrontPrefix}/v1`,
    token,
    storeUrl: `${url}${storePagesPrefix}`,
    close,
  };
}
