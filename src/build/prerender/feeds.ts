import type { BlogPost } from '@/domain/site/blog/post';
import { escapeMarkup } from './escapeMarkup.ts';

/** robots.txt: everything may be crawled but the HTML block's frame page; where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /embed/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** sitemap.xml of the prerendered pages; a post's entry carries its publication date. */
export function sitemapXml(pages: readonly { url: string; lastModified?: string }[]): string {
  const entries = pages.map(({ url, lastModified }) => {
    const date = lastModified
      ? `<lastmod>${escapeMarkup(lastModified.slice(0, 10))}</lastmod>`
      : '';
    return `  <url><loc>${escapeMarkup(url)}</loc>${date}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The blog's RSS 2.0 feed, newest first. */
export function rssXml(feed: {
  siteUrl: string;
  title: string;
  description: string;
  posts: readonly BlogPost[];
}): string {
  const items = feed.posts.map((post) => {
    const url = `${feed.siteUrl}/blog/${encodeURIComponent(post.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeMarkup(post.title)}</title>`,
      `      <link>${escapeMarkup(url)}</link>`,
      `      <guid isPermaLink="true">${escapeMarkup(url)}</guid>`,
      `      <description>${escapeMarkup(post.excerpt)}</description>`,
      `      <category>${escapeMarkup(post.category)}</category>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeMarkup(feed.title)}</title>`,
    `    <link>${escapeMarkup(`${feed.siteUrl}/blog`)}</link>`,
    `    <description>${escapeMarkup(feed.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeMarkup(`${feed.siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
