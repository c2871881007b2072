import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '@/domain/tool-kit/catalogue';
import {
  CATCH_ALL_ROUTE,
  ROUTE_NAMES,
  ROUTES,
  routeNameAt,
  toolPage,
  type RouteName,
} from './routeTable';

/** Each route with parameters, an address its builder makes, and the route it must lead to. */
const built: [RouteName, string][] = [
  ['blog-post', ROUTES['blog-post'].to('cuts & <fades>')],
  ['thumbnail-downloader', ROUTES['thumbnail-downloader'].to('dQw4w9WgXcQ')],
  ['video-analyzer', ROUTES['video-analyzer'].to('a/b?c#d')],
  ['channel-analyzer', ROUTES['channel-analyzer'].to('@kitchen lab')],
  ['channel-comparer', ROUTES['channel-comparer'].to({ a: '@one', b: undefined })],
  ['tag-generator', ROUTES['tag-generator'].to('a/b & c?')],
  ['outlier-finder', ROUTES['outlier-finder'].to('cats/dogs', 'shorts')],
  ['playlist-analyzer', ROUTES['playlist-analyzer'].to('PL123')],
  ['youtube-transcript', ROUTES['youtube-transcript'].to('dQw4w9WgXcQ')],
  ['comment-downloader', ROUTES['comment-downloader'].to('dQw4w9WgXcQ')],
  ['comment-picker', ROUTES['comment-picker'].to('JVgiveAway8')],
];

describe('the route table', () => {
  it('names each route once, each path once, the catch-all last', () => {
    const paths = ROUTE_NAMES.map((name) => ROUTES[name].path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTE_NAMES.at(-1)).toBe(CATCH_ALL_ROUTE);
    expect(ROUTES[CATCH_ALL_ROUTE].path).toBe('/*');
  });

  it('names each route after its feature’s folder', () => {
    // The blog's post and the extra links live in the blog's and the links' folders.
    const shared: Partial<Record<RouteName, string>> = {
      'blog-post': 'blog',
      'extra-links': 'links',
    };
    const screens = path.resolve(import.meta.dirname, '../../screens');
    for (const name of ROUTE_NAMES) {
      const group = ROUTES[name].path.startsWith('/tools/') ? 'tools' : 'site';
      expect(existsSync(path.join(screens, group, shared[name] ?? name)), name).toBe(true);
    }
  });

  it('has the tools of the catalogue, each at its Launch Tool address', () => {
    for (const tool of TOOLS) expect(toolPage(tool.id)).toBe(tool.url);
    expect(toolPage('youtube-transcript')).toBe('/tools/youtube-transcript');
  });
});

describe('the path builders', () => {
  it('keep every address as the tools have always made it', () => {
    expect(Object.fromEntries(built)).toEqual({
      'blog-post': '/blog/cuts%20%26%20%3Cfades%3E',
      'thumbnail-downloader': '/tools/thumbnail-downloader/dQw4w9WgXcQ',
      'video-analyzer': '/tools/video-analyzer/a%2Fb%3Fc%23d',
      // A handle's `@` stays as typed; the rest is encoded.
      'channel-analyzer': '/tools/channel-analyzer/@kitchen%20lab',
      // The query string of the trimmed texts, a missing one empty.
      'channel-comparer': '/tools/channel-comparer?a=%40one&b=',
      'tag-generator': '/tools/tag-generator/a%2Fb%20%26%20c%3F',
      'outlier-finder': '/tools/outlier-finder/cats%2Fdogs/shorts',
      'playlist-analyzer': '/tools/playlist-analyzer/PL123',
      'youtube-transcript': '/tools/youtube-transcript/dQw4w9WgXcQ',
      'comment-downloader': '/tools/comment-downloader/dQw4w9WgXcQ',
      'comment-picker': '/tools/comment-picker/JVgiveAway8',
    });
    expect(ROUTES['channel-comparer'].to({ a: ' @one ', b: 'https://www.youtube.com/@two' })).toBe(
      '/tools/channel-comparer?a=%40one&b=https%3A%2F%2Fwww.youtube.com%2F%40two',
    );
    expect(ROUTES['outlier-finder'].to(' cats & dogs ', 'videos')).toBe(
      '/tools/outlier-finder/cats%20%26%20dogs/videos',
    );
  });

  it.each(built)('lead to their own route: %s', (name, address) => {
    expect(routeNameAt(new URL(address, 'https://site.example').pathname)).toBe(name);
  });
});

describe('routeNameAt', () => {
  it('finds the route the router shows for a path', () => {
    expect(routeNameAt('/')).toBe('home');
    expect(routeNameAt('/tools')).toBe('tools');
    expect(routeNameAt('/tools/')).toBe('tools');
    expect(routeNameAt('/Blog')).toBe('blog');
    expect(routeNameAt('/blog/a-post')).toBe('blog-post');
    expect(routeNameAt('/tools/outlier-finder')).toBe('outlier-finder');
    expect(routeNameAt('/tools/outlier-finder/cats/shorts')).toBe('outlier-finder');
  });

  it('leaves anything else to the catch-all', () => {
    for (const pathname of ['/no-such-page', '/blog/a/b', '/tools/unknown', '/projects/x']) {
      expect(routeNameAt(pathname), pathname).toBe(CATCH_ALL_ROUTE);
    }
    expect(routeNameAt('/tools/outlier-finder/cats/shorts/more')).toBe(CATCH_ALL_ROUTE);
  });
});
