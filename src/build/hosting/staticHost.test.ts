import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHost } from './staticHost';

const NOT_FOUND_PAGE = '<!doctype html><title>Page Not Found</title>';
let dir: string;
let server: Server;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-host-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(dir, '404.html'), NOT_FOUND_PAGE);
  writeFileSync(path.join(dir, 'app.js'), 'console.log("app");');
  server = createServer(createStaticHost(dir).handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET with `target` sent as written (fetch would read `//x` or `\` as part of an address). */
function get(target: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the static host of npm start', () => {
  it('redirects to a path on the site, never to another host', async () => {
    for (const target of [
      '/%2fevil.example/index',
      '//evil.example/index',
      '/\\evil.example/index',
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(308);
      expect(answer.headers.location, target).toBe('/evil.example/');
    }
  });

  it('answers a Range on a missing file with the whole not-found page, status 404', async () => {
    const answer = await get('/missing.js', { Range: 'bytes=0-10' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-range']).toBeUndefined();
    expect(answer.body).toBe(NOT_FOUND_PAGE);
  });

  it('still answers a Range on a file with that part of it', async () => {
    const answer = await get('/app.js', { Range: 'bytes=0-6' });
    expect(answer.status).toBe(206);
    expect(answer.body).toBe('console');
  });
});
