const loaded = new Set<string>();

/**
 * Notes a module a route's `lazy` loads. The prerender build rewrites each `import('…')` of
 * src/app/routes.tsx into a call to this (prerenderPlugin.ts), so the build knows which chunks,
 * and so which stylesheets, a page needs before any script runs.
 */
export function trackRouteImport<T>(module: string, loading: Promise<T>): Promise<T> {
  loaded.add(module);
  return loading;
}

/** The modules noted since the last call (project-relative paths, as Vite's manifest keys them). */
export function takeRouteModules(): string[] {
  const modules = [...loaded];
  loaded.clear();
  return modules;
}
