import type { Plugin } from 'vite';
import { storybookHeadersFile } from './storybookHeaders.ts';

/** Writes the Storybook's own `_headers` into its static build (storybook-static/). */
export function storybookHostPlugin(): Plugin {
  return {
    name: 'storybook-host-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: storybookHeadersFile });
    },
  };
}
