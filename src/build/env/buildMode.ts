/**
 * Every `vite build` is a deploy build unless it asks for the offline sandbox on purpose with
 * `--mode demo` (`npm start`, `npm run build:demo`, the tests and benches). A mode, not a
 * variable: Vite's mode changes neither NODE_ENV nor `import.meta.env.PROD`, so the demo is the
 * same minified production bundle, and `vite preview --mode demo` reads the same `.env` files.
 */
export const DEMO_MODE = 'demo';

/** What the owner types to build the demo on purpose. */
export const DEMO_BUILD_COMMAND = 'npm run build:demo';

export function isDemoBuild(mode: string): boolean {
  return mode === DEMO_MODE;
}
