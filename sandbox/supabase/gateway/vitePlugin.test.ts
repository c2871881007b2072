/**
 * sandbox/vitePlugin.ts in real Vite dev and preview servers, with the real Supabase service
 * persisting to a temporary folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, createServer, preview, type InlineConfig, type Logger } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxPlugin, type SandboxService } from '../../vitePlugin.ts';
import { supabaseSandboxService } from './service.ts';
import { projectSchemaExists } from './testing/snapshotCache.ts';

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sandbox-plugin-'));
  const page = '<!doctype html><title>site</title>';
  writeFileSync(path.join(root, 'index.html'), page);
  mkdirSync(path.join(root, 'dist'));
  writeFileSync(path.join(root, 'dist', 'index.html'), page);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The service, counting its starts and closes. */
function counted(service: SandboxService) {
  const counts = { starts: 0, closes: 0 };
  const wrapped: SandboxService = {
    ...service,
    async start() {
      counts.starts += 1;
      const running = await service.start();
      return {
        ...running,
        close: async () => {
          counts.closes += 1;
          await running.close();
        },
      };
    },
  };
  return { service: wrapped, counts };
}

function recordingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = createLogger('silent');
  logger.info = (message) => lines.push(message);
  return { logger, lines };
}

function config(service: SandboxService, logger: Logger): InlineConfig {
  return {
    configFile: false,
    root,
    customLogger: logger,
    server: { port: 0, host: '127.0.0.1', ws: false },
    preview: { port: 0, host: '127.0.0.1' },
    plugins: [sandboxPlugin({ services: [service] })],
  };
}

function origin(server: { httpServer: unknown }): string {
  const { port } = (server.httpServer as { address(): AddressInfo }).address();
  return `http://127.0.0.1:${port}`;
}

async function bumpViews(base: string): Promise<Response> {
  return fetch(`${base}/sandbox/supabase/rest/v1/rpc/increment_post_views`, {
    method: 'POST',
    headers: { apikey: 'sandbox-anon-key', 'Content-Type': 'application/json' },
    body: JSON.stringify({ post_id: 1 }),
  });
}

describe.skipIf(!projectSchemaExists())('sandboxPlugin', () => {
  const dataDir = () => path.join(root, '.sandbox-data', 'supabase');

  // One scenario, in one test so that it never depends on another test having run first: the
  // dev server builds the database from the migrations on the first request (~3.5 s alone,
  // 30 s measured on a 2-core CI at load 20), and the preview server then opens the data the
  // dev server left.
  it(
    'mounts the gateway in the dev server, opening the database on the first request, and in the preview server, on the data the dev server left',
    { timeout: 120_000 },
    async () => {
      const dev = counted(supabaseSandboxService({ dataDir: dataDir() }));
      const { logger, lines } = recordingLogger();
      const server = await createServer(config(dev.service, logger));
      await server.listen();
      let viewsLeft: number;
      try {
        expect(dev.counts.starts).toBe(0);
        const first = await bumpViews(origin(server));
        expect(first.status).toBe(200);
        const views = Number(await first.text());
        const second = await bumpViews(origin(server));
        viewsLeft = Number(await second.text());
        expect(viewsLeft).toBe(views + 1);
        expect(dev.counts.starts).toBe(1);
        expect(lines.filter((line) => line.includes('sandbox:'))).toEqual([
          `sandbox: Supabase gateway ready at /sandbox/supabase (data in ${path.relative(process.cwd(), dataDir())})`,
        ]);
        const page = await fetch(`${origin(server)}/`);
        expect(await page.text()).toContain('<title>site</title>');
      } finally {
        await server.close();
      }
      expect(dev.counts.closes).toBe(1);

      const previewed = counted(supabaseSandboxService({ dataDir: dataDir() }));
      const previewServer = await preview(config(previewed.service, recordingLogger().logger));
      try {
        const before = await fetch(
          `${origin(previewServer)}/sandbox/supabase/rest/v1/blog_posts?select=views&id=eq.1`,
          { headers: { apikey: 'sandbox-anon-key', Accept: 'application/vnd.pgrst.object+json' } },
        );
        const { views } = (await before.json()) as { views: number };
        expect(views).toBe(viewsLeft); // the dev server's views persisted
        expect(Number(await (await bumpViews(origin(previewServer))).text())).toBe(views + 1);
      } finally {
        await previewServer.close();
      }
      expect(previewed.counts.closes).toBe(1);
    },
  );

  it('stays out of the way when the real service is configured', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://project.supabase.co');
    const { service, counts } = counted(supabaseSandboxService({ dataDir: dataDir() }));
    const { logger, lines } = recordingLogger();
    const server = await createServer(config(service, logger));
    await server.listen();
    try {
      const response = await bumpViews(origin(server));
      expect(response.status).toBe(404); // Vite's own answer: nothing is mounted there
      expect(counts.starts).toBe(0);
      expect(lines).toContain('sandbox: Supabase gateway off (VITE_SUPABASE_URL is set)');
    } finally {
      await server.close();
      vi.unstubAllEnvs();
    }
  });
});
