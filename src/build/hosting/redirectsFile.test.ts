import { describe, expect, it } from 'vitest';
import { appRoutePatterns } from './appRoutePatterns';
import { parseRedirectsFile } from './redirectRules';
import { hostPatterns, redirectsFile } from './redirectsFile';
import { deployedSite, resolveRequest } from './resolveRequest';

describe('the host patterns of a route', () => {
  it('leave out optional segments, as the router does', () => {
    expect(hostPatterns('/')).toEqual(['/']);
    expect(hostPatterns('/blog/:slug')).toEqual(['/blog/:slug']);
    expect(hostPatterns('/tools/outlier-finder/:searchQuery?/:type?')).toEqual([
      '/tools/outlier-finder',
      '/tools/outlier-finder/:searchQuery',
      '/tools/outlier-finder/:searchQuery/:type',
    ]);
  });
});

/** The site as the host serves it with the generated `_redirects` and these HTML pages. */
function hostWith(pages: string[]) {
  const files = ['/index.html', '/app-shell.html', '/404.html', '/assets/app.js', ...pages];
  const text = redirectsFile({ routes: appRoutePatterns, htmlFiles: files, shell: '/app-shell' });
  const redirects = parseRedirectsFile(text);
  const site = deployedSite(files, redirects);
  const served = (path: string) => {
    const answer = resolveRequest(site, new URL(path, 'https://site.example'));
    return answer.kind === 'file' ? `${answer.status} ${answer.file}` : answer.kind;
  };
  return { text, problems: redirects.problems, served };
}

describe('the generated _redirects', () => {
  it('is read by the host without a problem', () => {
    expect(hostWith([]).problems).toEqual([]);
    expect(hostWith(['/blog.html', '/blog/a-post.html']).problems).toEqual([]);
  });

  it('answers every app route, with its parameters, with the app shell', () => {
    const { served } = hostWith([]);
    for (const path of [
      '/projects',
      '/blog',
      '/blog/any-slug',
      '/tools/video-analyzer',
      '/tools/video-analyzer/abc',
      '/tools/outlier-finder/cats/shorts',
      '/tools/tag-generator/how%20to%20edit',
    ]) {
      expect(served(path), path).toBe('200 /app-shell.html');
    }
    expect(served('/')).toBe('200 /index.html');
  });

  it('leaves every other path to the not-found page', () => {
    const { served } = hostWith([]);
    for (const path of [
      '/no-such-page',
      '/robots.txt',
      '/blog/a/b/c',
      '/tools/unknown-tool',
      '/tools/outlier-finder/a/b/c',
      '/assets/gone.js',
    ]) {
      expect(served(path), path).toBe('404 /404.html');
    }
  });

  it('leaves pages of their own to their files', () => {
    const { text, served } = hostWith(['/blog.html', '/blog/a-post.html', '/tools.html']);
    expect(served('/blog')).toBe('200 /blog.html');
    expect(served('/blog/a-post')).toBe('200 /blog/a-post.html');
    expect(served('/tools')).toBe('200 /tools.html');
    expect(served('/blog/published-later')).toBe('200 /app-shell.html');
    expect(text).not.toMatch(/^\/(blog|tools) /m);
    expect(text).toContain('/blog/a-post /blog/a-post 200');
  });

  it('never points a rewrite at an .html file, which the host would redirect away from', () => {
    expect(hostWith([]).text).not.toMatch(/\.html 200$/m);
  });
});
