/**
 * The YouTube Data API v3 emulator as a Node request handler:
 *   GET /v3/<method>            the seven list methods (key required)
 *   GET /api/timedtext          captions (srv3)
 *   GET /thumbs/…, /avatars/…, /banners/…   generated images
 * Paths are relative to wherever it is mounted (`/sandbox/youtube` on the site).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createDataset } from './dataset/index.ts';
import type { Dataset } from './dataset/index.ts';
import { ApiError, errors } from './http/apiError.ts';
import { createFaults } from './http/faults.ts';
import type { Faults } from './http/faults.ts';
import { checkApiKey } from './http/keys.ts';
import { ApiQuery } from './http/query.ts';
import { corsHeaders, jsonReply, sendReply } from './http/reply.ts';
import type { Reply } from './http/reply.ts';
import { requestBase } from './http/requestBase.ts';
import { imageReply } from './media/imageRoutes.ts';
import { timedTextReply } from './media/timedText.ts';
import type { TimedTextMode } from './media/timedText.ts';
import { listMethods } from './methods/index.ts';
import { mediaUrls } from './resources/mediaUrls.ts';

export interface EmulatorOptions {
  latencyMs?: number;
  faultRate?: number;
  /** API requests in a row answering 403 rateLimitExceeded (see `createFaults`). */
  rateLimitBurst?: number;
  /** Repeat the burst every this many API requests; 0: only at the start. */
  rateLimitEvery?: number;
  seed?: number;
  /** "Now" of the dataset (ms since epoch); a fixed default keeps responses reproducible. */
  referenceTime?: number;
  /** `empty` answers every timedtext request with an empty 200, as production does today. */
  timedText?: TimedTextMode;
  /** Share one dataset between emulators (tests); otherwise generated from `seed`. */
  dataset?: Dataset;
}

export type YouTubeEmulator = ((
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void) & { dataset: Dataset };

function apiReply(
  req: IncomingMessage,
  method: string,
  params: URLSearchParams,
  dataset: Dataset,
  faults: Faults,
): Reply {
  const pretty = params.get('prettyPrint') !== 'false';
  try {
    const list = listMethods[method];
    if (!list) throw errors.notFound();
    checkApiKey(
      params.get('key') ?? req.headers['x-goog-api-key']?.toString(),
      req.headers.referer,
    );
    if (faults.shouldRateLimit()) throw errors.rateLimitExceeded();
    if (faults.shouldFail()) throw errors.backendError();
    const body = list(new ApiQuery(params), { dataset, media: mediaUrls(requestBase(req)) });
    return jsonReply(200, body, pretty);
  } catch (error) {
    if (error instanceof ApiError) return jsonReply(error.code, error, pretty);
    throw error;
  }
}

export function createYouTubeEmulator(options: EmulatorOptions = {}): YouTubeEmulator {
  const dataset =
    options.dataset ?? createDataset({ seed: options.seed, referenceTime: options.referenceTime });
  const faults = createFaults({
    latencyMs: options.latencyMs ?? 0,
    faultRate: options.faultRate ?? 0,
    seed: dataset.seed,
    rateLimitBurst: options.rateLimitBurst ?? 0,
    rateLimitEvery: options.rateLimitEvery ?? 0,
  });
  const timedTextMode = options.timedText ?? 'captions';

  const route = (
    req: IncomingMessage,
    path: string,
    params: URLSearchParams,
  ): Reply | undefined => {
    const api = /^\/v3\/([A-Za-z]+)\/?$/.exec(path);
    if (api) return apiReply(req, api[1] ?? '', params, dataset, faults);
    if (path === '/api/timedtext') return timedTextReply(dataset, params, timedTextMode);
    return imageReply(dataset, path, params);
  };

  const handler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => {
    const url = new URL(req.url ?? '/', 'http://emulator.invalid');
    if (req.method === 'OPTIONS') {
      sendReply(res, { status: 204, headers: corsHeaders, body: '' }, false);
      return;
    }
    const known = req.method === 'GET' || req.method === 'HEAD';
    let reply: Reply | undefined;
    try {
      reply = known ? route(req, url.pathname, url.searchParams) : undefined;
    } catch (error) {
      next?.(error);
      if (!next) sendReply(res, jsonReply(500, errors.backendError()), true);
      return;
    }
    if (!reply) {
      if (next) next();
      else sendReply(res, jsonReply(404, errors.notFound()), true);
      return;
    }
    const ready = reply;
    const isApi = url.pathname.startsWith('/v3/');
    void (isApi ? faults.delay() : Promise.resolve()).then(() =>
      sendReply(res, ready, req.method !== 'HEAD'),
    );
  };
  return Object.assign(handler, { dataset });
}
