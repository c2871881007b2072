import { matchRoutes, type RouteObject } from 'react-router-dom';

/** The id of the JSON block in a prerendered page that holds its machines' data. */
export const PRERENDERED_DATA_ID = 'prerendered-machines';

/**
 * A prerendered page's machine data, read from its JSON block (a `type="application/json"`
 * script is data, never run, so the CSP needs no inline-script exception). An empty object when
 * the page was not prerendered with data.
 */
export function readPrerenderedData(doc: Document): Record<string, unknown> {
  const text = doc.getElementById(PRERENDERED_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * JSON for a data block of the page (its machines' data, its script list): `<` escaped so no
 * value can close the script element or open a comment inside it.
 */
export function jsonForScriptBlock(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
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
