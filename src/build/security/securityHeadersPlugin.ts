import type { Plugin } from 'vite';
import type { AppConfig } from '../../app/env/contract.ts';
import { readBuildEnv } from '../env/envCheckPlugin.ts';
import { headersFile } from './securityHeaders.ts';

/**
 * The security headers of src/build/security/securityHeaders.ts, made from the env contract:
 * `vite build` writes them to `dist/_headers` (Cloudflare Pages), which `vite preview`
 * (`npm start`, the e2e suite, the benches) applies as the host does (src/build/hosting). The
 * dev server sends none: its module reloading needs inline scripts.
 */
export function securityHeadersPlugin(): Plugin {
  let config: AppConfig | undefined;
  return {
    name: 'security-headers',
    configResolved(resolved) {
      const result = readBuildEnv(resolved);
      // An incomplete contract is reported by envCheckPlugin; nothing to write then.
      if (result.ok) config = result.config;
    },
    generateBundle() {
      if (!config) return;
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: headersFile(config),
      });
    },
  };
}
