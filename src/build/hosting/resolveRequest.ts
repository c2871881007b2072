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
  redirects: RedirectRules;
}

export type Resolution =
  | { kind: 'file'; file: string; status: 200 | 404 }
  | { kind: 'redirect'; location: string; status: Exclude<RedirectStatus, 200> }
  | { kind: 'not-found' };

const NOT_FOUND: Resolution = { kind: 'not-found' };

/** The path the host serves an HTML file under: `/blog.html` → `/blog`, `/a/index.html` → `/a/`. */
export function pagePath(htmlFile: string): string {
  return htmlFile.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
}

export function resolveRequest(site: DeployedSite, url: URL): Resolution {
  const rule = matchRedirect(site.redirects, url.pathname);
  if (rule && rule.status !== 200) {
    const target = new URL(rule.to, url);
    const location = target.origin === url.origin ? target.pathname : target.href.split(/[?#]/)[0];
    return {
      kind: 'redirect',
      status: rule.status,
      location: `${location ?? ''}${target.search || url.search}${target.hash}`,
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
    location: `${encodeURI(to)}${search}`,
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

function notFoundPage(site: DeployedSite, path: string): Resolution {
  for (let folder = path; folder;) {
    folder = folder.slice(0, folder.lastIndexOf('/'));
    if (site.has(`${folder}/404.html`)) {
      return { kind: 'file', file: `${folder}/404.html`, status: 404 };
    }
  }
  return NOT_FOUND;
}
