/** One chunk of Vite's build manifest (`build.manifest`), keyed by its source module. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The app (router, shell, hydration) as Vite's manifest keys it: the entry (src/app/boot.ts)
 * loads it once a page has painted, so every prerendered page lists it with its screens.
 */
export const APP_MODULE = 'src/app/main.tsx';

export interface PageAssets {
  /** Stylesheets the page's screens need, to link in the head so the HTML paints styled. */
  styles: string[];
  /** Script chunks the app and those screens load, for the entry to preload all at once. */
  scripts: string[];
}

/**
 * The stylesheets and script chunks the modules a page's routes loaded depend on (their own and
 * their static imports'), leaving out what the entry already brings: paths from the site root.
 */
export function pageAssets(manifest: BuildManifest, modules: readonly string[]): PageAssets {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const already = new Set<string>();
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string, into: { styles: Set<string>; scripts: Set<string> }) => {
    const chunk = manifest[key];
    if (!chunk || already.has(key)) return;
    already.add(key);
    into.scripts.add(chunk.file);
    for (const css of chunk.css ?? []) into.styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  const brought = { styles: new Set<string>(), scripts: new Set<string>() };
  if (entryKey) visit(entryKey, brought);
  for (const module of modules) visit(module, { styles, scripts });
  const fromRoot = (files: Set<string>, skip: Set<string>) =>
    [...files].filter((file) => !skip.has(file)).map((file) => `/${file}`);
  return { styles: fromRoot(styles, brought.styles), scripts: fromRoot(scripts, brought.scripts) };
}
