/**
 * Which answer Cloudflare Pages gives a GET for a path of a deployed folder: first the
 * `_redirects` rules (a redirect, or a rewrite that serves another path under this URL), then
 * the files, HTML pages under their path without `.html` (`/blog` serves `blog.html`;
 * `/blog.html` and `/index.html` redirect there, as `/about` does to `/about/` when only
 * `about/index.html` exists), else the nearest `404.html` up the tree with status 404.
 */
import { matchRedirect, type RedirectRules, type RedirectStatus } from './redirectRules.ts';

export interface DeployedSite {
  /** Whether the folder has this file: a decoded path such as `/blog/post.html`. */
  has(file: string): boolean;
  /** Its not-found pages: `/404.html`, `/docs/404.html`. */
  notFoundPages: readonly string[];
  redirects: RedirectRules;
}

/** The site of a deployed folder with these files (decoded paths) and rules. */
export function deployedSite(files: Iterable<string>, redirects: RedirectRules): DeployedSite {
  const all = new Set(files);
  const notFoundPages = [...all].filter((file) => file.endsWith(`/${NOT_FOUND_PAGE}`));
  return { has: (file) => all.has(file), notFoundPages, redirects };
}

export type Resolution =
  | { kind: 'file'; file: string; status: 200 | 404 }
  | { kind: 'redirect'; location: string; status: Exclude<RedirectStatus, 200> }
  | { kind: 'not-found' };

const NOT_FOUND: Resolution = { kind: 'not-found' };
const NOT_FOUND_PAGE = '404.html';

/** The path the host serves an HTML file under: `/blog.html` → `/blog`, `/a/index.html` → `/a/`. */
export function pagePath(htmlFile: string): string {
  return htmlFile.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
}

export function resolveRequest(site: DeployedSite, url: URL): Resolution {
  const rule = matchRedirect(site.redirects, url.pathname);
  if (rule && rule.status !== 200) {
    const target = new URL(rule.to, url);
    const location =
      target.origin === url.origin
        ? sitePath(target.pathname)
        : (target.href.split(/[?#]/)[0] ?? '');
    return {
      kind: 'redirect',
      status: rule.status,
      location: `${location}${target.search || url.search}${target.hash}`,
    };
  }
  const path = decodePath(rule ? new URL(rule.to, url).pathname : url.pathname);
  return resolveFile(site, path, url.search) ?? notFoundPage(site, path);
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function resolveFile(site: DeployedSite, path: string, search: string): Resolution | null {
  const file = (name: string): Resolution => ({ kind: 'file', file: name, status: 200 });
  const redirect = (to: string): Resolution => ({
    kind: 'redirect',
    status: 308,
    location: `${encodeURI(sitePath(to))}${search}`,
  });

  if (path.endsWith('/')) {
    if (site.has(`${path}index.html`)) return file(`${path}index.html`);
    if (path.endsWith('/index/')) return redirect(path.slice(0, -'index/'.length));
    if (path !== '/' && site.has(`${path.slice(0, -1)}.html`)) return redirect(path.slice(0, -1));
    return null;
  }
  if (site.has(path)) {
    if (!path.endsWith('.html')) return file(path);
    const page = path.slice(0, -'.html'.length);
    if (page.endsWith('/index')) return redirect(page.slice(0, -'index'.length));
    return site.has(page) ? file(path) : redirect(page);
  }
  if (path.endsWith('/index')) return redirect(path.slice(0, -'index'.length));
  if (site.has(`${path}.html`)) return file(`${path}.html`);
  if (site.has(`${path}/index.html`)) return redirect(`${path}/`);
  return null;
}

/**
 * A path on this site as a `Location`: a browser reads `//host/…` and `/\host/…` as another
 * site's address, so a decoded `%2F` or `%5C` at the start must not make one.
 */
function sitePath(path: string): string {
  return path.replace(/^[/\\]+/, '/');
}

/** The deepest `404.html` among the folders of `path`. */
function notFoundPage(site: DeployedSite, path: string): Resolution {
  // Looking each parent folder up would hash a prefix of the path per `/`: quadratic in its length.
  let nearest: string | undefined;
  for (const page of site.notFoundPages) {
    const folder = page.slice(0, -NOT_FOUND_PAGE.length);
    if (path.startsWith(folder) && page.length > (nearest?.length ?? 0)) nearest = page;
  }
  return nearest ? { kind: 'file', file: nearest, status: 404 } : NOT_FOUND;
}
