/** The Vite plugin's view: mounted under a prefix that Connect strips, knobs from the environment. */
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { youtubeSandboxService } from './service.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('youtubeSandboxService', () => {
  it('declares its prefix and the variable that turns it off', () => {
    const service = youtubeSandboxService();
    expect(service.prefix).toBe('/sandbox/youtube');
    expect(service.realServiceVariable).toBe('VITE_YOUTUBE_API_KEYS');
  });

  it('serves below the stripped prefix and reads its knobs from the environment', async () => {
    vi.stubEnv('SANDBOX_YOUTUBE_FAULT_RATE', '1');
    vi.stubEnv('SANDBOX_YOUTUBE_LATENCY_MS', '5');
    // On the site the dataset leads up to today; here, to a fixed day, so that it is the same
    // whenever the test runs. Only the date is fixed: timers and the network run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-25T15:30:00Z') });
    const running = await youtubeSandboxService().start();
    vi.useRealTimers();
    expect(running.description).toContain('fault rate 1');
    // What Connect does for `server.middlewares.use(prefix, handler)`.
    const server = createServer((req: IncomingMessage & { originalUrl?: string }, res) => {
      req.originalUrl = req.url;
      req.url = (req.url ?? '').slice('/sandbox/youtube'.length);
      running.handler(req, res, () => res.end('next'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const response = await fetch(
        `http://127.0.0.1:${port}/sandbox/youtube/v3/videoCategories?part=snippet&id=1&key=sandbox-key`,
      );
      expect(response.status).toBe(500);
      const image = await fetch(`http://127.0.0.1:${port}/sandbox/youtube/avatars/UCx.svg`);
      expect(image.status).toBe(200);
      const other = await fetch(`http://127.0.0.1:${port}/sandbox/youtube/elsewhere`);
      expect(await other.text()).toBe('next');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await running.close();
    }
  });
});
