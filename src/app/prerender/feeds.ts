import type { BlogPost } from '@/domain/blog/post';

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** robots.txt: everything may be crawled but the HTML block's frame page; where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /embed/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** sitemap.xml of the prerendered pages; a post's entry carries its publication date. */
export function sitemapXml(pages: readonly { url: string; lastModified?: string }[]): string {
  const entries = pages.map(({ url, lastModified }) => {
    const date = lastModified ? `<lastmod>${escapeXml(lastModified.slice(0, 10))}</lastmod>` : '';
    return `  <url><loc>${escapeXml(url)}</loc>${date}</url>`;
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
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <pubDate>${new Date(post.published_at).toUTCString()}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(`${feed.siteUrl}/blog`)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(`${feed.siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
