import { describe, expect, it } from 'vitest';
import { parseRedirectsFile } from './redirectRules';
import { deployedSite, pagePath, resolveRequest, type Resolution } from './resolveRequest';

const site = (files: string[], redirects = '') =>
  deployedSite(files, parseRedirectsFile(redirects));

/** `path` as a request's target, as the host reads it (`//x` is a path there, not a host). */
const answer = (files: string[], path: string, redirects = ''): Resolution =>
  resolveRequest(site(files, redirects), new URL(`https://site.example${path}`));

const file = (name: string, status: 200 | 404 = 200) => ({ kind: 'file', file: name, status });
const redirect = (location: string, status = 308) => ({ kind: 'redirect', location, status });

describe('how the host answers a path', () => {
  const files = ['/index.html', '/blog.html', '/app.js', '/docs/index.html', '/404.html'];

  it('serves a file at its path, and an HTML page at its path without .html', () => {
    expect(answer(files, '/')).toEqual(file('/index.html'));
    expect(answer(files, '/app.js')).toEqual(file('/app.js'));
    expect(answer(files, '/blog')).toEqual(file('/blog.html'));
    expect(answer(files, '/docs/')).toEqual(file('/docs/index.html'));
  });

  it('redirects the other spellings of a page to it, keeping the query', () => {
    expect(answer(files, '/blog.html?x=1')).toEqual(redirect('/blog?x=1'));
    expect(answer(files, '/blog/')).toEqual(redirect('/blog'));
    expect(answer(files, '/index.html')).toEqual(redirect('/'));
    expect(answer(files, '/docs')).toEqual(redirect('/docs/'));
    expect(answer(files, '/docs/index.html')).toEqual(redirect('/docs/'));
  });

  it('answers an unknown path with the nearest 404.html, status 404', () => {
    expect(answer(files, '/robots.txt')).toEqual(file('/404.html', 404));
    expect(answer(files, '/a/b/c')).toEqual(file('/404.html', 404));
    expect(answer([...files, '/a/404.html'], '/a/b/c')).toEqual(file('/a/404.html', 404));
    expect(answer(['/index.html'], '/nothing')).toEqual({ kind: 'not-found' });
  });

  it('looks at the rules first, even where a file exists', () => {
    expect(answer(files, '/app.js', '/app.js /blog 301')).toEqual(redirect('/blog', 301));
    expect(answer(files, '/blog', '/blog /shell 200')).toEqual(file('/404.html', 404));
  });

  it('serves a rewrite’s target under the request’s URL', () => {
    const shell = [...files, '/app-shell.html'];
    expect(answer(shell, '/blog/a-post', '/blog/:slug /app-shell 200')).toEqual(
      file('/app-shell.html'),
    );
    // Pointing at the .html file instead would send the visitor to /app-shell.
    expect(answer(shell, '/blog/a-post', '/blog/:slug /app-shell.html 200')).toEqual(
      redirect('/app-shell'),
    );
  });

  it('redirects with the rule’s query, else the request’s', () => {
    const rules = '/old /new 301\n/older /new?from=older 301\n/away https://else.example/x 302';
    expect(answer(files, '/old?a=1', rules)).toEqual(redirect('/new?a=1', 301));
    expect(answer(files, '/older?a=1', rules)).toEqual(redirect('/new?from=older', 301));
    expect(answer(files, '/away?a=1', rules)).toEqual(redirect('https://else.example/x?a=1', 302));
  });

  it('looks files up by their decoded name', () => {
    expect(answer(['/caf\u00e9.html'], '/caf%C3%A9')).toEqual(file('/caf\u00e9.html'));
  });
});

describe('a redirect never leaves the site', () => {
  const files = ['/index.html', '/404.html'];

  it('collapses the slashes a path starts with, however they were written', () => {
    for (const path of [
      '/%2fevil.example/index',
      '/%2F%2Fevil.example/index',
      '//evil.example/index',
      '/\\evil.example/index',
      '/%5cevil.example/index',
      '/%2f%5cevil.example/index',
      '/%2fevil.example/index/',
    ]) {
      expect(answer(files, path), path).toEqual(redirect('/evil.example/'));
    }
  });

  it('keeps a rule’s target on the site when its placeholder brings slashes', () => {
    const rules = '/old/* /:splat 301';
    expect(answer(files, '/old//evil.example/x', rules)).toEqual(redirect('/evil.example/x', 301));
    expect(answer(files, '/old/%2fevil.example/x', rules)).toEqual(
      redirect('/%2fevil.example/x', 301),
    );
  });
});

describe('a path of many slashes', () => {
  it('gets the nearest 404.html, without a walk up its folders', () => {
    const files = ['/index.html', '/404.html', '/a/404.html'];
    const path = `/${'/'.repeat(100_000)}`;
    expect(answer(files, path)).toEqual(file('/404.html', 404));
    expect(answer(files, `/a${path}`)).toEqual(file('/a/404.html', 404));
  });
});

describe('the path of an HTML page', () => {
  it('drops .html, and index.html but for its folder', () => {
    expect(pagePath('/index.html')).toBe('/');
    expect(pagePath('/blog.html')).toBe('/blog');
    expect(pagePath('/blog/a-post.html')).toBe('/blog/a-post');
    expect(pagePath('/docs/index.html')).toBe('/docs/');
  });
});
