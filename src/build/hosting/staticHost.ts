/**
 * The built site served as Cloudflare Pages serves it (resolveRequest.ts), from the files the
 * build wrote for it: `_redirects` for the app's routes, `_headers` on every answer, the
 * not-found page with status 404 (`Cache-Control: no-store`, as the host sends it), and each
 * file in the encoding the browser prefers among its Brotli and gzip copies, with an ETag that
 * a revalidation answers with 304. The folder is read once, when the server starts, as the
 * host reads a deployment.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { headersForPath, parseHeadersFile } from './headerRules.ts';
import { listOutputFiles } from './outputFiles.ts';
import { COMPRESSED_COPIES } from './precompress.ts';
import { parseRedirectsFile } from './redirectRules.ts';
import { deployedSite, resolveRequest } from './resolveRequest.ts';

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';

export interface StaticHost {
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** Lines of `_headers` and `_redirects` the host would ignore. */
  problems: string[];
}

export function createStaticHost(outDir: string): StaticHost {
  const read = (name: string) => {
    const file = path.join(outDir, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const headers = parseHeadersFile(read(HEADERS_FILE));
  const redirects = parseRedirectsFile(read(REDIRECTS_FILE));
  const site = deployedSite(servedFiles(outDir), redirects);
  const sendFile = sirv(outDir, { etag: true, brotli: true, gzip: true, extensions: [] });

  return {
    problems: [...headers.problems, ...redirects.problems],
    handle: (req, res) => {
      // The site's own origin: a `to` on it redirects to a path, as on the host.
      const url = new URL(`http://site.invalid${req.url ?? '/'}`);
      const answer = resolveRequest(site, url);
      for (const [name, value] of Object.entries(headersForPath(headers.rules, url.pathname))) {
        if (value === null) res.removeHeader(name);
        else res.setHeader(name, value);
      }
      if (answer.kind === 'redirect') {
        res.writeHead(answer.status, { Location: answer.location }).end();
      } else if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      } else if (answer.kind === 'not-found') {
        res.writeHead(404, { 'Cache-Control': 'no-store' }).end();
      } else {
        if (answer.status === 404) answerNotFound(req, res);
        req.url = encodeURI(answer.file);
        sendFile(req, res, () => {
          res.writeHead(404).end();
        });
      }
    },
  };
}

/** The files a visitor can get: not the host's own files, nor the compressed copies. */
function servedFiles(outDir: string): Set<string> {
  const all = new Set(listOutputFiles(outDir).map((file) => file.urlPath));
  const copyOf = (file: string) =>
    Object.values(COMPRESSED_COPIES).some(
      (suffix) => file.endsWith(suffix) && all.has(file.slice(0, -suffix.length)),
    );
  const hostFiles = [HEADERS_FILE, REDIRECTS_FILE].map((name) => `/${name}`);
  return new Set([...all].filter((file) => !hostFiles.includes(file) && !copyOf(file)));
}

/**
 * The not-found page goes out as sirv sends any file, but whole, with status 404 and never
 * cached: a `Range` would make it a 206, a part of a file that is not there.
 */
function answerNotFound(req: IncomingMessage, res: ServerResponse) {
  delete req.headers['if-none-match'];
  delete req.headers.range;
  res.setHeader('Cache-Control', 'no-store');
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => unknown;
  res.writeHead = ((status: number, ...rest: unknown[]) =>
    writeHead(status === 200 ? 404 : status, ...rest)) as typeof res.writeHead;
}
