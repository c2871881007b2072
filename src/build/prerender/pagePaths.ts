import { ROUTE_NAMES, ROUTES } from '../../domain/routing/routeTable.ts';

/**
 * The pages of these route paths (react-router's, from the root) that need no visitor's input:
 * every path with no required parameter, optional parameters left out (a tool's empty screen),
 * the catch-all skipped.
 */
export function pagesWithoutInput(paths: readonly string[]): string[] {
  return [...new Set(paths.flatMap(pageOf))];
}

/** Every page to prerender besides the posts: the route table's pages without input. */
export function pagesToPrerender(): string[] {
  return pagesWithoutInput(ROUTE_NAMES.map((name) => ROUTES[name].path));
}

function pageOf(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  if (
    segments.some(
      (segment) => segment === '*' || (segment.startsWith(':') && !segment.endsWith('?')),
    )
  ) {
    return [];
  }
  return [`/${segments.filter((segment) => !segment.startsWith(':')).join('/')}`];
}
