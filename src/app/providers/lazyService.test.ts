import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '@/domain/routing/routeErrors';
import { never } from '@/test/deferred';
import { lazyService } from './lazyService';
import { deferServicesUntil } from './servicesGate';

afterEach(() => {
  vi.useRealTimers();
  deferServicesUntil(Promise.resolve());
});

describe('lazyService', () => {
  it('loads once and shares the service', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'service' }));
    const service = lazyService(load);
    const [first, second] = await Promise.all([service(), service()]);
    expect(first).toBe(second);
    expect(await service()).toBe(first);
    expect(load).toHaveBeenCalledOnce();
  });

  it('imports again on the next try after a failed import', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('service');
    const service = lazyService(load);
    await expect(service()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(service()).resolves.toBe('service');
    await expect(service()).resolves.toBe('service');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on an import that never arrives after 120 s, then tries again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(never())
      .mockResolvedValueOnce('service');
    const service = lazyService(load);
    const first = service();
    await vi.advanceTimersByTimeAsync(119_999);
    expect(load).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(service()).resolves.toBe('service');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('on a prerendered page, loads only once the page is interactive', async () => {
    let interactive!: () => void;
    deferServicesUntil(new Promise<void>((resolve) => (interactive = resolve)));
    const load = vi.fn(() => Promise.resolve('service'));
    const service = lazyService(load);
    const using = service();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    interactive();
    await expect(using).resolves.toBe('service');
    expect(load).toHaveBeenCalledOnce();
  });
});
