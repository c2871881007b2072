// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readPrerenderedData } from '../../app/hydration';
import { jsonForScriptBlock } from '../../app/jsonBlock';
import { readPageModules } from '../../app/pageModules';
import { pageAssets, type BuildManifest } from './pageAssets';
import { pageFileName, pageHtml } from './pageHtml';
import { pagesToPrerender, pagesWithoutInput } from './pagePaths';

const template = `<html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('pagesWithoutInput', () => {
  it('lists every page with no required parameter, optional ones left out, no catch-all', () => {
    expect(
      pagesWithoutInput([
        '/',
        '/blog',
        '/blog/:slug',
        '/tools/video-analyzer/:videoId?',
        '/tools/outlier-finder/:searchQuery?/:type?',
        '/*',
      ]),
    ).toEqual(['/', '/blog', '/tools/video-analyzer', '/tools/outlier-finder']);
  });

  it('prerenders every page of the route table that needs no input', () => {
    const pages = pagesToPrerender();
    expect(pages).toHaveLength(25);
    expect(pages).toEqual(
      expect.arrayContaining(['/', '/blog', '/tools', '/tools/comment-picker']),
    );
    expect(pages.some((page) => page.includes(':') || page.includes('*'))).toBe(false);
  });
});

describe('pageHtml', () => {
  it('puts the markup in #root, the stylesheets in the head, the chunk list and data before </body>', () => {
    const html = pageHtml(template, {
      html: '<h1>Blog</h1>',
      data: { blogListing: { title: '</script><script>alert(1)</script>' } },
      assets: { styles: ['/assets/Blog.css'], scripts: ['/assets/main.js', '/assets/Blog.js'] },
    });
    expect(html).toContain('<div id="root"><h1>Blog</h1></div>');
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/Blog.css">\s*<\/head>/,
    );
    // The chunks are a list for the entry to preload once the page has painted, not links that
    // would fetch at once.
    expect(html).not.toContain('modulepreload');
    const list = new DOMParser().parseFromString(html, 'text/html');
    expect(readPageModules(list)).toEqual(['/assets/main.js', '/assets/Blog.js']);
    expect(readPrerenderedData(list)).toEqual({
      blogListing: { title: '</script><script>alert(1)</script>' },
    });
    // The data cannot end its own script element: every `<` is escaped.
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it('has no data block for a page without machine data, and the markup cannot hit the template', () => {
    const html = pageHtml(template, {
      html: '<p>&lt;/body&gt; and </head> as text</p>',
      data: {},
      assets: { styles: [], scripts: [] },
    });
    expect(html).not.toContain('application/json');
    expect(html).toContain('<head><title>t</title></head>');
  });

  it('names each page’s file after its path', () => {
    expect(['/', '/blog', '/blog/a-post', '/tools/qr-code-generator'].map(pageFileName)).toEqual([
      'index.html',
      'blog.html',
      'blog/a-post.html',
      'tools/qr-code-generator.html',
    ]);
  });
});

describe('pageAssets', () => {
  const manifest: BuildManifest = {
    'index.html': {
      file: 'assets/index.js',
      css: ['assets/index.css'],
      isEntry: true,
      imports: ['_shared.js'],
    },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    '_button.js': { file: 'assets/button.js', css: ['assets/button.css'] },
    'src/screens/site/blog/index.ts': {
      file: 'assets/Blog.js',
      css: ['assets/Blog.css'],
      imports: ['_shared.js', '_button.js'],
    },
  };

  it('brings a screen’s own and imported stylesheets and chunks, not what the entry has', () => {
    expect(pageAssets(manifest, ['src/screens/site/blog/index.ts'])).toEqual({
      styles: ['/assets/Blog.css', '/assets/button.css'],
      scripts: ['/assets/Blog.js', '/assets/button.js'],
    });
    expect(pageAssets(manifest, [])).toEqual({ styles: [], scripts: [] });
  });
});

describe('the page’s data block', () => {
  it('reads back what the build wrote, and nothing from a page without one', () => {
    const data = { shop: { products: [{ title: 'Tee <3' }] } };
    document.body.innerHTML = `<script type="application/json" id="prerendered-machines">${jsonForScriptBlock(data)}</script>`;
    expect(readPrerenderedData(document)).toEqual(data);
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPrerenderedData(document)).toEqual({});
  });
});
