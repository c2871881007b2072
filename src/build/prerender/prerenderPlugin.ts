import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv, preview, type Logger, type Plugin, type ResolvedConfig } from 'vite';
import { sandboxedServices } from '../../app/env/contract.ts';
import { isDemoBuild } from '../env/buildMode.ts';
import { readBuildEnv } from '../env/envCheckPlugin.ts';
import { buildServices } from './buildServices.ts';
import { BUILD_KEY_VARIABLE, buildYouTubeAccess } from './buildYouTubeAccess.ts';
import type { BuildManifest } from './pageAssets.ts';
import type * as Renderer from './renderPage.tsx';
import { readSiteUrl } from './siteUrl.ts';
import { trackRouteImports } from './trackRouteImports.ts';
import { writeSitePages } from './writeSitePages.ts';

const ENTRY = 'src/build/prerender/renderPage.tsx';
const MANIFEST = '.vite/manifest.json';
/** How long one machine may take to get a page's data from the services. */
const DATA_TIMEOUT_MS = 30_000;

/**
 * Prerendering (issue 16): after the browser build, a second build of renderPage.tsx for Node
 * renders every page that needs no visitor's input, with the same routes, screens, machines and
 * theme, against the configured services (the sandbox when none: served by a preview server of
 * this build on a throw-away database). Each page becomes `<path>.html` beside index.html, with
 * its stylesheets and chunks in the head and its machines' data in a JSON block to hydrate from.
 */
export function prerenderPlugin(): Plugin[] {
  return [trackRouteImports(), prerenderPages()];
}

function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  let builtSite = false;
  return {
    name: 'prerender:pages',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    config: () => ({ build: { manifest: true } }),
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      // Only the site's own build has index.html (Storybook's build of this config has not).
      builtSite = 'index.html' in bundle;
    },
    async closeBundle() {
      if (builtSite) await prerender(config);
    },
  };
}

async function prerender(config: ResolvedConfig): Promise<void> {
  const outDir = path.resolve(config.root, config.build.outDir);
  const manifestFile = path.join(outDir, MANIFEST);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  rmSync(path.dirname(manifestFile), { recursive: true, force: true });
  // index.html as built; the static host plugin keeps a copy as the app shell (app-shell.html)
  // for the routes without a page of their own, such as a post published after the build.
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const siteUrl = readSiteUrl(config);
  const contract = readBuildEnv(config);
  // envCheckPlugin has already stopped a build with an incomplete contract.
  if (!contract.ok) throw new Error(contract.problems.join(' '));
  const buildKey = loadEnv(config.mode, config.envDir || process.cwd(), BUILD_KEY_VARIABLE)[
    BUILD_KEY_VARIABLE
  ];
  const services = buildServices(contract.config, { siteUrl, buildKey: Boolean(buildKey) });

  const renderer = await buildRenderer(config);
  await withServices(config, outDir, async (origin) => {
    renderer.prepare(origin, buildYouTubeAccess(contract.config.youtube, { siteUrl, buildKey }));
    const site = await writeSitePages({
      renderer,
      origin,
      siteUrl,
      outDir,
      template,
      manifest,
      timeoutMs: DATA_TIMEOUT_MS,
      services,
      warn: (message) => config.logger.warn(message),
    });
    const summary = `prerendered ${site.pages} pages for ${siteUrl}`;
    // The demo's one line, shown even by `--logLevel warn` (npm start): what it is built on.
    if (isDemoBuild(config.mode)) {
      const sandboxed = sandboxedServices(contract.config);
      const on = sandboxed.length > 0 ? ` on the offline sandbox (${sandboxed.join(', ')})` : '';
      config.logger.warn(`demo build${on}: ${summary}`);
    } else {
      config.logger.info(summary);
    }
  });
}

/**
 * The renderer's build reports through the site build's logger, so a warning both builds raise
 * (warnOnce) shows once, and its file list, which nobody deploys, not at all.
 */
function rendererLogger(logger: Logger): Logger {
  return { ...logger, info: () => {}, clearScreen: () => {} };
}

/**
 * The sandbox database starts on its first request, and a fresh one takes seconds to create
 * (longer on a busy machine than the site's 15 s request limit): wait for it once, up front.
 */
async function sandboxDatabaseReady(origin: string): Promise<void> {
  const response = await fetch(`${origin}/sandbox/supabase/rest/v1/blog_posts?select=id&limit=1`, {
    headers: { apikey: 'sandbox-anon-key' },
    signal: AbortSignal.timeout(180_000),
  });
  if (!response.ok) throw new Error(`the sandbox database answered ${response.status}`);
}

async function buildRenderer(config: ResolvedConfig): Promise<typeof Renderer> {
  const outDir = path.join(config.root, 'node_modules/.cache/prerender');
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    customLogger: rendererLogger(config.logger),
    build: {
      ssr: ENTRY,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: {
        output: { entryFileNames: 'renderPage.mjs' },
        // How Node's renderer is split into chunks, and how long its plugins took, matter to
        // nobody.
        checks: { ineffectiveDynamicImport: false, bundlerTimings: false },
      },
    },
  });
  // No cache-busting query: the renderer's chunks import it by its plain URL, and one instance
  // of it must hold the configured origin.
  return (await import(pathToFileURL(path.join(outDir, 'renderPage.mjs')).href)) as typeof Renderer;
}

/**
 * Runs `work` with the configured services reachable at an origin: the preview server of this
 * build, which mounts the sandbox for every service not configured, on a throw-away database
 * unless SANDBOX_DATA_DIR names one.
 */
async function withServices(
  config: ResolvedConfig,
  outDir: string,
  work: (origin: string) => Promise<void>,
): Promise<void> {
  const ownDataDir = process.env.SANDBOX_DATA_DIR
    ? undefined
    : mkdtempSync(path.join(tmpdir(), 'prerender-sandbox-'));
  if (ownDataDir) process.env.SANDBOX_DATA_DIR = ownDataDir;
  const server = await preview({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', open: false },
  });
  try {
    const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
    if (!origin) throw new Error('the prerender server has no address');
    if (!config.env.VITE_SUPABASE_URL) await sandboxDatabaseReady(origin);
    await work(origin);
  } finally {
    await server.close();
    if (ownDataDir) {
      delete process.env.SANDBOX_DATA_DIR;
      if (existsSync(ownDataDir)) rmSync(ownDataDir, { recursive: true, force: true });
    }
  }
}
