export { defaultSeed, generateCatalog, type Catalog } from './catalog.ts';
export {
  createStorefrontEmulator,
  sandboxStorefrontToken,
  type EmulatorOptions,
} from './emulator.ts';
export {
  startStorefrontSandbox,
  type StorefrontSandbox,
  type StorefrontSandboxOptions,
} from './server.ts';
export { storefrontSandboxServices, storefrontPrefix, storePagesPrefix } from './service.ts';
export { createStorePages } from './storePages.ts';
