interface ImportMetaEnv {
  /** `1` opens the Stately inspector in `npm run dev` (`npm run dev:inspect`); dev server only. */
  readonly VITE_INSPECT?: string;
}
