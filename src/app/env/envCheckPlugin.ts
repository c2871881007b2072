import { loadEnv, type Plugin } from 'vite';
import { parseEnv, sandboxedServices } from './contract.ts';

/**
 * Checks the env contract when Vite starts (dev, build, preview): a half-configured service
 * stops the build with the list of what is missing; a production build that still points a
 * service at the offline sandbox says so loudly.
 */
export function envCheckPlugin(): Plugin {
  return {
    name: 'env-contract-check',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
      const result = parseEnv({ ...env, ...pickViteVars(process.env) }, 'https://site.invalid');
      if (!result.ok) {
        throw new Error(
          `The site's configuration is incomplete:\n  - ${result.problems.join('\n  - ')}\n` +
            'See README, "Configuration".',
        );
      }
      const sandboxed = sandboxedServices(result.config);
      if (config.command === 'build' && sandboxed.length > 0) {
        config.logger.warn(
          `\nThis build uses the offline sandbox for: ${sandboxed.join(', ')}.\n` +
            'It works under `vite preview` (npm start) only; set the variables in README, ' +
            '"Configuration" to build for the real services.\n',
        );
      }
    },
  };
}

function pickViteVars(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('VITE_')));
}
