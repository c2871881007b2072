import { matchRoutes, type RouteObject } from 'react-router-dom';
import { readJsonBlock } from './jsonBlock.ts';

/** The id of the JSON block in a prerendered page that holds its machines' data. */
export const PRERENDERED_DATA_ID = 'prerendered-machines';

/**
 * A prerendered page's machine data, read from its data block (jsonBlock.ts). An empty object
 * when the page was not prerendered with data.
 */
export function readPrerenderedData(doc: Document): Record<string, unknown> {
  const data = readJsonBlock(doc, PRERENDERED_DATA_ID);
  return data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/**
 * Loads the screens of the routes `pathname` matches before the router starts, as the build did
 * before it rendered the page: hydration then renders the same tree instead of a loader.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
