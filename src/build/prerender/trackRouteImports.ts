import path from 'node:path';
import type { Plugin } from 'vite';

const ROUTES = 'src/app/routes.tsx';
const TRACKER = 'src/build/prerender/routeModules.ts';

/**
 * For the prerender build only: each `import('…')` of the route table becomes
 * `trackRouteImport('<module>', import('…'))`, so the build learns which modules (and so which
 * chunks and stylesheets of the browser build) each page's routes load.
 */
export function trackRouteImports(): Plugin {
  let root = '';
  return {
    name: 'prerender:track-route-imports',
    apply: (config) => Boolean(config.build?.ssr),
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (path.relative(root, id).split(path.sep).join('/') !== ROUTES) return null;
      const imports = [...code.matchAll(/import\((['"])([^'"]+)\1\)/g)];
      let tracked = code;
      for (const found of imports.reverse()) {
        const [call, , specifier = ''] = found;
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`cannot resolve ${specifier} from ${ROUTES}`);
        const module = path.relative(root, resolved.id).split(path.sep).join('/');
        const start = found.index;
        tracked = `${tracked.slice(0, start)}__trackRouteImport(${JSON.stringify(module)}, ${call})${tracked.slice(start + call.length)}`;
      }
      const tracker = JSON.stringify(path.join(root, TRACKER));
      return {
        code: `import { trackRouteImport as __trackRouteImport } from ${tracker};\n${tracked}`,
        map: null,
      };
    },
  };
}
