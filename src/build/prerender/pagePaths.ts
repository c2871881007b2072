import type { RouteObject } from 'react-router-dom';

/**
 * The pages a route table has without a visitor's input: every path with no required
 * parameter, optional parameters left out (a tool's empty screen), the catch-all skipped.
 */
export function pagesWithoutInput(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent : joinPath(parent, route.path);
    const own = route.index || route.path ? pageOf(path) : [];
    return [...own, ...pagesWithoutInput(route.children ?? [], path)];
  });
}

function joinPath(parent: string, path: string | undefined): string {
  return path ? `${parent}/${path}`.replace(/\/+/g, '/') : parent;
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
