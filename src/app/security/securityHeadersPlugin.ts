import { loadEnv, type Plugin } from 'vite';
import { parseEnv, type AppConfig } from '../env/contract.ts';
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
      const env = loadEnv(resolved.mode, resolved.envDir || process.cwd(), 'VITE_');
      const result = parseEnv({ ...env, ...pickViteVars(process.env) }, 'https://site.invalid');
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

function pickViteVars(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('VITE_')));
}
