import { describe, expect, it } from 'vitest';
import { matchRedirect, parseRedirectsFile } from './redirectRules';

describe('_redirects rules', () => {
  const rules = parseRedirectsFile(
    [
      '# old addresses',
      '/home / 301',
      '/about /contact',
      '/news/* /blog/:splat 308',
      '/shop/:category/:item /store?c=:category&i=:item 302',
      '/blog/:slug /app-shell 200',
      '/blog/pinned /blog/featured 200  # static text, but after a dynamic rule',
      '/docs/* https://docs.example.com/:splat 301',
    ].join('\n'),
  );

  it('read every valid line', () => {
    expect(rules.problems).toEqual([]);
    expect([...rules.static.keys()]).toEqual(['/home', '/about']);
    expect(rules.dynamic.map(({ rule }) => rule.from)).toEqual([
      '/news/*',
      '/shop/:category/:item',
      '/blog/:slug',
      '/blog/pinned',
      '/docs/*',
    ]);
  });

  it('redirect with 302 unless told otherwise', () => {
    expect(matchRedirect(rules, '/about')).toEqual({ status: 302, to: '/contact' });
    expect(matchRedirect(rules, '/home')).toEqual({ status: 301, to: '/' });
  });

  it('fill in the splat and the placeholders', () => {
    expect(matchRedirect(rules, '/news/2026/launch')).toEqual({
      status: 308,
      to: '/blog/2026/launch',
    });
    expect(matchRedirect(rules, '/shop/shirts/tee')).toEqual({
      status: 302,
      to: '/store?c=shirts&i=tee',
    });
    expect(matchRedirect(rules, '/docs/a/b')).toEqual({
      status: 301,
      to: 'https://docs.example.com/a/b',
    });
  });

  it('take the first dynamic rule that matches, placeholders within one segment', () => {
    expect(matchRedirect(rules, '/blog/pinned')).toEqual({ status: 200, to: '/app-shell' });
    expect(matchRedirect(rules, '/blog/a/b')).toBeNull();
    expect(matchRedirect(rules, '/blog')).toBeNull();
  });

  it('match the path as sent, whole', () => {
    expect(matchRedirect(rules, '/home/')).toBeNull();
    expect(matchRedirect(rules, '/x/home')).toBeNull();
  });

  it('match static rules before dynamic ones, wherever they are', () => {
    const both = parseRedirectsFile('/blog/pinned /blog/pinned 200\n/blog/:slug /app-shell 200');
    expect(matchRedirect(both, '/blog/pinned')).toEqual({ status: 200, to: '/blog/pinned' });
    expect(matchRedirect(both, '/blog/other')).toEqual({ status: 200, to: '/app-shell' });
  });

  it('report the lines the host would ignore', () => {
    const { rules: kept, problems } = parseRedirectsFile(
      [
        '/a',
        '/b /c 404',
        'c /d',
        '/e https://elsewhere.example/ 200',
        '/* /index.html 200',
        '/f /g',
        '/f /h',
        '/g /h 301 extra',
      ].join('\n'),
    );
    expect(kept.map((rule) => rule.from)).toEqual(['/f']);
    expect(problems).toHaveLength(7);
  });
});
