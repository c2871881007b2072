import type { BuildService, ServiceId } from './buildServices.ts';
import { networkFailure, statusFailure, type ServiceFailure } from './serviceFailure.ts';

export interface FetchWatch {
  /** The first failure of each service since the last call. */
  take(): Map<ServiceId, ServiceFailure>;
  /** Puts the global fetch back. */
  stop(): void;
}

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * Watches the requests the prerendered app sends to the configured services (their clients look
 * up the global fetch at each call): which one got no usable answer, and why, so the build can
 * say so in one line per service instead of the app's own logs and stacks.
 */
export function watchServiceFetches(services: readonly BuildService[]): FetchWatch {
  const original = globalThis.fetch;
  let failures = new Map<ServiceId, ServiceFailure>();
  const note = (id: ServiceId, failure: ServiceFailure) => {
    if (!failures.has(id)) failures.set(id, failure);
  };

  const watching: typeof fetch = async (input, init) => {
    const url = urlOf(input);
    const service = services.find(({ bases }) => bases.some((base) => url.startsWith(base)));
    if (!service) return original(input, init);
    const started = Date.now();
    let response: Response;
    try {
      response = await original(input, init);
    } catch (error) {
      note(service.id, networkFailure(error, Date.now() - started));
      throw error;
    }
    if (response.status >= 400) {
      const body = await response
        .clone()
        .text()
        .catch(() => '');
      note(service.id, statusFailure(response.status, body));
    }
    return response;
  };
  globalThis.fetch = watching;

  return {
    take() {
      const taken = failures;
      failures = new Map();
      return taken;
    },
    stop() {
      if (globalThis.fetch === watching) globalThis.fetch = original;
    },
  };
}
