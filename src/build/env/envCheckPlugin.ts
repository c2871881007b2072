import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { parseEnv, sandboxedServices, type ParseResult } from '../../app/env/contract.ts';

/**
 * The env contract as Vite sees it at build time: `.env*` files and the `VITE_` variables of the
 * environment, read against a placeholder origin (sandbox addresses are the site's own).
 */
export function readBuildEnv(config: ResolvedConfig): ParseResult {
  const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
  return parseEnv({ ...env, ...pickViteVars(process.env) }, 'https://site.invalid');
}

/**
 * Checks the env contract when Vite starts (dev, build, preview): a half-configured service
 * stops the build with the list of what is missing; a production build that still points a
 * service at the offline sandbox says so loudly.
 */
export function envCheckPlugin(): Plugin {
  return {
    name: 'env-contract-check',
    configResolved(config) {
      const result = readBuildEnv(config);
      if (!result.ok) {
        throw new Error(
          `The site's configuration is incomplete:\n  - ${result.problems.join('\n  - ')}\n` +
            'See docs/deploying.md, "Configuration".',
        );
      }
      const sandboxed = sandboxedServices(result.config);
      if (config.command === 'build' && sandboxed.length > 0) {
        config.logger.warn(
          `\nThis build uses the offline sandbox for: ${sandboxed.join(', ')}.\n` +
            'It works under `vite preview` (npm start) only; set the variables of docs/deploying.md, ' +
            '"Configuration", to build for the real services.\n',
        );
      }
    },
  };
}

function pickViteVars(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('VITE_')));
}
