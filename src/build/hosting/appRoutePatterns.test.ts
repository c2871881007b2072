import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { appRoutePatterns } from './appRoutePatterns';

/** Every path the router matches, as a full path: pathless layouts add nothing, index routes
 * take their parent's path. */
function fullPaths(routeObjects: readonly RouteObject[], parent = '/'): string[] {
  return routeObjects.flatMap((route) => {
    const own = route.path === undefined ? parent : joinPath(parent, route.path);
    const children = route.children ? fullPaths(route.children, own) : [];
    const matchesItself = route.index === true || (route.path !== undefined && !route.children);
    return matchesItself ? [own, ...children] : children;
  });
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return parent.endsWith('/') ? `${parent}${path}` : `${parent}/${path}`;
}

const sorted = (paths: readonly string[]) => [...paths].sort();

describe('the app route patterns', () => {
  const routerPaths = fullPaths(routes);

  it('are the router’s routes, but for the not-found catch-all', () => {
    expect(sorted(routerPaths.filter((path) => path !== '/*'))).toEqual(sorted(appRoutePatterns));
  });

  it('leave unknown paths to the catch-all', () => {
    expect(routerPaths).toContain('/*');
  });

  it('name each route once', () => {
    expect(new Set(appRoutePatterns).size).toBe(appRoutePatterns.length);
  });
});
