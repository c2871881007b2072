import type { Plugin } from 'vite';
import type { AppConfig } from '../env/contract.ts';
import { readBuildEnv } from '../env/envCheckPlugin.ts';
import { headersFile, headersForPath } from './securityHeaders.ts';

/**
 * The security headers of src/app/security/securityHeaders.ts, made from the env contract:
 * `vite build` writes them to `dist/_headers` (Cloudflare Pages), and `vite preview`
 * (`npm start`, the e2e suite, the benches) sends them with every response. The dev server
 * sends none: its module reloading needs inline scripts.
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
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (config) {
          const path = new URL(req.url ?? '/', 'http://preview.invalid').pathname;
          for (const [name, value] of Object.entries(headersForPath(path, config))) {
            res.setHeader(name, value);
          }
        }
        next();
      });
    },
  };
}
