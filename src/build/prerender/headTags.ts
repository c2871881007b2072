import type { PageMeta } from './pageMeta';
import { escapeMarkup } from './escapeMarkup.ts';

/** The blog's feed, linked from every page's head. */
export const FEED_PATH = '/rss.xml';

/**
 * A page's head: title, description, canonical address, Open Graph and Twitter card with the
 * page's preview picture, the blog feed, and its structured data (JSON-LD is data, never run, so
 * the CSP needs no exception; `<` is escaped so no value can end the element).
 */
export function headTags(meta: PageMeta, feedTitle: string): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeMarkup(content)}">`;
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeMarkup(content)}">`;
  return [
    `<title>${escapeMarkup(meta.title)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${escapeMarkup(meta.url)}">`,
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    property('og:image:type', 'image/png'),
    property('og:image:width', '1200'),
    property('og:image:height', '630'),
    property('og:image:alt', meta.title),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
    `<link rel="alternate" type="application/rss+xml" title="${escapeMarkup(feedTitle)}" href="${FEED_PATH}">`,
    ...meta.jsonLd.map(
      (data) =>
        `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    ),
  ].join('\n    ');
}

/** index.html's site-wide title, description and Open Graph tags, which a page's own replace. */
export function withoutDefaultMeta(template: string): string {
  return template
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '')
    .replace(/\s*<meta\s+property="og:[^"]*"\s+content="[^"]*"\s*\/?>/g, '');
}
