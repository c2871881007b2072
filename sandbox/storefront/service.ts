/**
 * The storefront sandbox as services of the Vite plugin (sandbox/vitePlugin.ts): the API
 * emulator at `/sandbox/storefront` and the store pages at `/sandbox/store`.
 */
import type { RunningService, SandboxService } from '../vitePlugin.ts';
import { defaultSeed, generateCatalog } from './catalog.ts';
import {
  createStorefrontEmulator,
  sandboxStorefrontToken,
  type EmulatorOptions,
} from './emulator.ts';
import { createStorePages } from './storePages.ts';

export const storefrontPrefix = '/sandbox/storefront';
export const storePagesPrefix = '/sandbox/store';

const running = (
  handler: RunningService['handler'],
  description: string,
): Promise<RunningService> =>
  Promise.resolve({ handler, description, close: () => Promise.resolve() });

export function storefrontSandboxServices(
  options: Omit<EmulatorOptions, 'catalog'> = {},
): SandboxService[] {
  const { latencyMs = 0, token = sandboxStorefrontToken } = options;
  const latency = latencyMs > 0 ? `, ${latencyMs} ms latency` : '';
  return [
    {
      name: 'Storefront emulator',
      prefix: storefrontPrefix,
      realServiceVariable: 'VITE_STOREFRONT_API_BASE',
      start: () =>
        running(
          createStorefrontEmulator({ latencyMs, token, catalog: generateCatalog() }),
          `generated catalog, seed ${defaultSeed}, token ${token}${latency}`,
        ),
    },
    {
      name: 'Sandbox store pages',
      prefix: storePagesPrefix,
      realServiceVariable: 'VITE_STORE_URL',
      start: () => running(createStorePages(), 'product pages of the generated catalog'),
    },
  ];
}
