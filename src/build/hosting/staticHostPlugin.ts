import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { APP_SHELL_FILE, NOT_FOUND_FILE, writeHostFiles } from './hostFiles.ts';
import { createStaticHost } from './staticHost.ts';

/**
 * The site as its host, Cloudflare Pages, serves it. `vite build` writes what the host reads
 * besides the pages: the app shell and the not-found page (copies of index.html as built),
 * `_redirects` for the app's routes, and Brotli and gzip copies of the text files (`_headers`
 * comes from securityHeadersPlugin). `vite preview` (`npm start`, the e2e suite) then serves
 * the folder from those files as the host does (staticHost.ts), after the sandbox's routes.
 */
export function staticHostPlugin(): Plugin {
  let config: ResolvedConfig;
  let builtSite = false;
  const outDir = () => path.resolve(config.root, config.build.outDir);
  return {
    name: 'static-host',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        // Only the site's own build has index.html (Storybook's build of this config has not).
        builtSite = page?.type === 'asset';
        if (page?.type !== 'asset') return;
        for (const fileName of [APP_SHELL_FILE, NOT_FOUND_FILE]) {
          this.emitFile({ type: 'asset', fileName, source: page.source });
        }
      },
    },
    closeBundle: {
      // After every other plugin's, and only once they have finished (closeBundle hooks run in
      // parallel otherwise): the prerendered pages must be there to be left alone.
      order: 'post',
      sequential: true,
      async handler() {
        if (!builtSite) return;
        const { rewrites, problems, compressed } = await writeHostFiles(outDir());
        for (const problem of problems) config.logger.warn(`static host: ${problem}`);
        config.logger.info(
          `static host: ${rewrites} rewrites in _redirects, ${compressed} files precompressed`,
        );
      },
    },
    configurePreviewServer(server) {
      if (!existsSync(outDir())) {
        throw new Error(`${outDir()} does not exist: build the site first (vite build).`);
      }
      const host = createStaticHost(outDir());
      for (const problem of host.problems) config.logger.warn(`static host: ${problem}`);
      // Added before Vite's own static files and SPA fallback, which it replaces.
      server.middlewares.use(host.handle);
    },
  };
}
