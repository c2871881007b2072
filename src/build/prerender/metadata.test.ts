import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/domain/site/blog/post';
import { robotsTxt, rssXml, sitemapXml } from './feeds';
import { headTags, withoutDefaultMeta } from './headTags';
import { pageMeta, previewImagePath } from './pageMeta';
import { wrapWords } from './previewImage';
import { LOCAL_SITE_URL, parseSiteUrl } from './siteUrl';

const site = 'https://jordanvale.studio';
const post: BlogPost = {
  id: 3,
  slug: 'cuts & <fades>',
  title: 'Cuts & <Fades>',
  excerpt: 'When to "cut" and when to fade.',
  content: '',
  category: 'Editing',
  imageUrl: null,
  htmlCode: null,
  youtubeVideoId: 'dQw4w9WgXcQ',
  readTime: 3,
  published: true,
  featured: false,
  publishedAt: '2025-03-02T09:30:00Z',
  views: 0,
};

describe('pageMeta', () => {
  it('describes home as the owner, with a Person', () => {
    const meta = pageMeta('/', site);
    expect(meta).toMatchObject({
      title: 'Jordan Vale — Professional Video Editor',
      url: 'https://jordanvale.studio/',
      image: 'https://jordanvale.studio/previews/home.png',
      type: 'website',
    });
    expect(meta.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'Person', name: 'Jordan Vale', url: `${site}/` }),
    ]);
  });

  it('describes a tool from its catalogue card, as a free web application', () => {
    const meta = pageMeta('/tools/video-analyzer', site);
    expect(meta.title).toBe('Video Analyzer — Free YouTube Tool by Jordan Vale');
    expect(meta.description).toMatch(/^Check any video/);
    expect(meta.jsonLd[0]).toMatchObject({
      '@type': 'WebApplication',
      name: 'Video Analyzer',
      url: `${site}/tools/video-analyzer`,
      offers: { price: '0' },
    });
    expect(pageMeta('/tools/youtube-transcript', site).jsonLd[0]).toMatchObject({
      '@type': 'WebApplication',
      name: 'YouTube Transcript Viewer',
    });
  });

  it('describes a post as a BlogPosting, and its video as a VideoObject', () => {
    const meta = pageMeta('/blog/cuts', site, post);
    expect(meta).toMatchObject({
      title: 'Cuts & <Fades> — Jordan Vale',
      description: post.excerpt,
      type: 'article',
      url: `${site}/blog/cuts`,
    });
    expect(meta.jsonLd.map((data) => data['@type'])).toEqual(['BlogPosting', 'VideoObject']);
    expect(meta.jsonLd[1]).toMatchObject({
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      uploadDate: post.publishedAt,
    });
  });

  it('puts each page’s preview beside the others', () => {
    expect(['/', '/blog', '/blog/a'].map(previewImagePath)).toEqual([
      '/previews/home.png',
      '/previews/blog.png',
      '/previews/blog/a.png',
    ]);
  });
});

describe('headTags', () => {
  it('escapes every value and keeps structured data from ending its element', () => {
    const head = headTags(pageMeta('/blog/cuts', site, post), 'Jordan Vale — Blog');
    expect(head).toContain('<title>Cuts &amp; &lt;Fades&gt; — Jordan Vale</title>');
    expect(head).toContain('content="When to &quot;cut&quot; and when to fade."');
    expect(head).toContain(`<link rel="canonical" href="${site}/blog/cuts">`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(head).not.toContain('<Fades>');
    expect(head.match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
  });

  it('takes the site-wide title, description and Open Graph tags out of index.html', () => {
    const template = `<head>\n    <meta charset="UTF-8" />\n    <meta\n      name="description"\n      content="Site"\n    />\n    <meta property="og:title" content="Site" />\n    <meta property="og:image" content="/x.svg" />\n    <title>Site</title>\n  </head>`;
    expect(withoutDefaultMeta(template)).toBe('<head>\n    <meta charset="UTF-8" />\n  </head>');
  });
});

describe('robots, sitemap and feed', () => {
  it('lets crawlers in (not the HTML block’s frame) and says where the sitemap is', () => {
    expect(robotsTxt(site)).toBe(
      `User-agent: *\nAllow: /\nDisallow: /embed/\n\nSitemap: ${site}/sitemap.xml\n`,
    );
  });

  it('lists the pages, a post with its date', () => {
    const xml = sitemapXml([
      { url: `${site}/` },
      { url: `${site}/blog/a&b`, lastModified: post.publishedAt },
    ]);
    expect(xml).toContain(`<url><loc>${site}/</loc></url>`);
    expect(xml).toContain(
      `<url><loc>${site}/blog/a&amp;b</loc><lastmod>2025-03-02</lastmod></url>`,
    );
  });

  it('feeds the posts as RSS 2.0 items with escaped text and RFC 822 dates', () => {
    const xml = rssXml({ siteUrl: site, title: 'Blog', description: 'Tips', posts: [post] });
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Cuts &amp; &lt;Fades&gt;</title>');
    expect(xml).toContain(`<link>${site}/blog/cuts%20%26%20%3Cfades%3E</link>`);
    expect(xml).toContain('<pubDate>Sun, 02 Mar 2025 09:30:00 GMT</pubDate>');
  });
});

describe('the preview’s title lines', () => {
  it('wraps at word boundaries and cuts with an ellipsis after the last line', () => {
    expect(wrapWords('J-Cuts and L-Cuts: The Invisible Edits', 20, 3)).toEqual([
      'J-Cuts and L-Cuts:',
      'The Invisible Edits',
    ]);
    expect(wrapWords('one two three four five six', 7, 2)).toEqual(['one two', 'three…']);
  });
});

describe('VITE_SITE_URL', () => {
  it('is an http(s) origin; npm start’s address when unset', () => {
    expect(parseSiteUrl(undefined)).toEqual({ ok: true, url: LOCAL_SITE_URL });
    expect(parseSiteUrl('https://jordanvale.studio/')).toEqual({ ok: true, url: site });
    expect(parseSiteUrl('https://jordanvale.studio/blog')).toMatchObject({ ok: false });
    expect(parseSiteUrl('ftp://jordanvale.studio')).toMatchObject({ ok: false });
    expect(parseSiteUrl('jordanvale.studio')).toMatchObject({ ok: false });
  });
});

describe('pageTitle (the tab’s title as the app navigates)', () => {
  it('names each page as its file’s head does; a post’s screen names its own', async () => {
    const { pageTitle } = await import('@/app/pageTitles');
    expect(pageTitle('/blog')).toBe(pageMeta('/blog', site).title);
    expect(pageTitle('/')).toBe('Jordan Vale — Professional Video Editor');
    expect(pageTitle('/tools/video-analyzer/dQw4w9WgXcQ')).toBe(
      'Video Analyzer — Free YouTube Tool by Jordan Vale',
    );
    expect(pageTitle('/tools/')).toBe('Free YouTube Tools — Jordan Vale');
    expect(pageTitle('/blog/some-post')).toBeUndefined();
    expect(pageTitle('/no-such-page')).toBe('Jordan Vale — Professional Video Editor');
  });
});
