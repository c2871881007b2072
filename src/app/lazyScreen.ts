import type { ComponentType } from 'react';
import { ChunkLoadError } from '@/domain/routing/routeErrors';

/** docs/product.md, shell: script pieces load on demand with a 120000 ms timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading the page took longer than ${timeoutMs / 1000} s.`));
    }, timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A react-router `lazy` loader for a screen in its own chunk. Any failure to fetch the chunk
 * becomes a ChunkLoadError, which the route error screen turns into a reload prompt.
 */
export function lazyScreen(
  load: () => Promise<ComponentType>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      return { Component: await withTimeout(load(), timeoutMs) };
    } catch (error) {
      if (error instanceof ChunkLoadError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new ChunkLoadError(message, { cause: error });
    }
  };
}
