import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { parseEnv, type ParseResult } from '../../app/env/contract.ts';
import { BuildStop } from './buildStop.ts';

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
 * stops it with the list of what is missing. Whether a build may use the sandbox at all is
 * deployCheckPlugin's question.
 */
export function envCheckPlugin(): Plugin {
  return {
    name: 'env-contract-check',
    configResolved(config) {
      const result = readBuildEnv(config);
      if (!result.ok) {
        throw new BuildStop(
          `The site's configuration is incomplete: ${result.problems.join(' ')} ` +
            'See docs/deploy.md, "Configuration".',
        );
      }
    },
  };
}

function pickViteVars(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('VITE_')));
}
