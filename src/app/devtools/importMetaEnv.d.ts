interface ImportMetaEnv {
  /**
   * In `npm run dev` only: `1` (`npm run dev:inspect`) traces every machine in the browser's
   * console and opens the Stately inspector; `console` traces without the inspector.
   */
  readonly VITE_INSPECT?: string;
}
