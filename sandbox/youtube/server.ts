/**
 * The emulator on its own `node:http` server on 127.0.0.1 (tests, tools). It answers at the
 * root (`/v3/...`) and under the site's prefix (`/sandbox/youtube/v3/...`), so either base works.
 */
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { listenOnLoopback } from '../shared/loopback.ts';
import { createYouTubeEmulator } from './emulator.ts';
import type { EmulatorOptions } from './emulator.ts';

export const youtubeSandboxPrefix = '/sandbox/youtube';

export interface YouTubeSandboxOptions extends EmulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface YouTubeSandbox {
  url: string;
  port: number;
  /** Give this to the client as its API base, with key `sandbox-key`. */
  apiBase: string;
  timedTextBase: string;
  close(): Promise<void>;
}

/** Serves the site-style prefix the way Connect would: stripped from `url`, kept in `originalUrl`. */
function unprefix(req: IncomingMessage & { originalUrl?: string }): void {
  const url = req.url ?? '/';
  if (url === youtubeSandboxPrefix || url.startsWith(`${youtubeSandboxPrefix}/`)) {
    req.originalUrl = url;
    req.url = url.slice(youtubeSandboxPrefix.length) || '/';
  }
}

export async function startYouTubeSandbox(
  options: YouTubeSandboxOptions = {},
): Promise<YouTubeSandbox> {
  const emulator = createYouTubeEmulator(options);
  const server = createServer((req, res) => {
    unprefix(req);
    emulator(req, res);
  });
  const { url, port, close } = await listenOnLoopback(server, options.port);
  return { url, port, apiBase: `${url}/v3`, timedTextBase: `${url}/api/timedtext`, close };
}
