import type { Plugin } from 'vite';
import { sandboxedServices } from '../../app/env/contract.ts';
import { isDemoBuild } from './buildMode.ts';
import { BuildStop } from './buildStop.ts';
import { deployRefusal } from './deployRefusal.ts';
import { readBuildEnv } from './envCheckPlugin.ts';
import { localServiceVariables } from './localServices.ts';

/**
 * Stops a deploy build (any `vite build` of the site not in the demo mode) before it starts when
 * it would ship the offline sandbox's data or a local address: one line saying what is missing.
 * The site's build only: Storybook's build of this config leaves it out (.storybook/main.ts).
 */
export function deployCheckPlugin(): Plugin {
  return {
    name: 'deploy-check',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(config) {
      if (isDemoBuild(config.mode)) return;
      const contract = readBuildEnv(config);
      // An incomplete contract has its own message (envCheckPlugin).
      if (!contract.ok) return;
      const refusal = deployRefusal({
        sandboxed: sandboxedServices(contract.config),
        local: localServiceVariables(contract.config),
        siteUrl: config.env.VITE_SITE_URL as string | undefined,
      });
      if (refusal) throw new BuildStop(refusal);
    },
  };
}
