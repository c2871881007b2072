/**
 * The build's entry for prerendering (see prerenderPlugin.ts): the site's own routes, screens,
 * machines and theme rendered to HTML in Node, one page at a time.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import {
  machineRecorder,
  prerenderedData,
  type PrerenderedMachines,
} from '@/screens/shared/prerenderedMachines';
import { owner } from '@/config/site';
import { PrerenderedMachinesContext } from '@/screens/shared/machineContexts';
import { App } from '@/app/App';
import { setPrerenderOrigin } from '@/app/env';
import { setBuildYouTubeAccess } from '@/app/providers/youtubeClient';
import { routes } from '@/app/routes';
import { runMachineForData } from './runMachine';
import { withoutOrigin } from './withoutOrigin';
import { takeRouteModules } from './routeModules';

export { pageMeta, previewImagePath } from './pageMeta';
export { publishedPosts } from './publishedPosts';

/** The owner's name and the blog feed's words, for the files the build writes beside the pages. */
export function siteInfo() {
  return {
    name: `${owner.name} — ${owner.jobTitle}`,
    feedTitle: `${owner.name} — Blog`,
    feedDescription: 'Tips, tutorials and insights on content creation and channel growth.',
  };
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** Each machine's data, by machine id, for the page's JSON block. */
  data: Record<string, unknown>;
  /** Source modules (relative to the project) the page's routes loaded: their CSS goes in the head. */
  modules: string[];
  /** Machines whose data could not be had: the page shows them loading. */
  problems: string[];
}

/**
 * Readies Node for the site's services: the origin their relative addresses resolve against, and
 * the build's own access to YouTube (buildYouTubeAccess.ts; none on the sandbox).
 */
export function prepare(
  origin: string,
  youtube?: Parameters<typeof setBuildYouTubeAccess>[0],
): void {
  setPrerenderOrigin(origin);
  setBuildYouTubeAccess(youtube ?? {});
}

/** Renders `pathname` as the browser would on arrival, with its machines' data. */
export async function renderPage(
  pathname: string,
  { origin, timeoutMs }: { origin: string; timeoutMs: number },
): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, origin)));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}`);
  if (context.errors) {
    throw new Error(`${pathname} failed: ${JSON.stringify(Object.values(context.errors)[0])}`);
  }
  const modules = takeRouteModules();
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = (machines: PrerenderedMachines) =>
    renderToString(
      <PrerenderedMachinesContext value={machines}>
        <App>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </PrerenderedMachinesContext>,
    );

  const recorder = machineRecorder();
  try {
    render(recorder);
  } catch (error) {
    throw new Error(`${pathname} could not be rendered`, { cause: error });
  }
  const data: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, { logic, input }] of recorder.started()) {
    const result = await runMachineForData(logic, input, timeoutMs);
    if (result.outcome === 'data') data[key] = result.context;
    if (result.outcome === 'failed') problems.push(`${key}: ${result.reason}`);
  }
  const portable = withoutOrigin(data, origin);
  // Addresses made at render time (the sandbox store's links) are paths on the site too.
  const html = render(prerenderedData(portable)).split(`${origin}/`).join('/');
  return { html, data: portable, modules, problems };
}
