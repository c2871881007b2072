import { PRERENDERED_DATA_ID, serializePrerenderedData } from '../hydration.ts';
import type { PageAssets } from './pageAssets';
import { escapeMarkup } from './escapeMarkup.ts';

/**
 * The built index.html with a page filled in: its markup in #root, its metadata, its screens'
 * stylesheets and script chunks in the head, and its machines' data in a JSON block (absent when it has none).
 */
export function pageHtml(
  template: string,
  page: {
    html: string;
    data: Readonly<Record<string, unknown>>;
    assets: PageAssets;
    /** The page's own title, metadata and structured data (headTags.ts). */
    meta?: string;
  },
): string {
  const head = [
    ...(page.meta ? [page.meta] : []),
    ...page.assets.styles.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeMarkup(href)}">`,
    ),
    ...page.assets.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeMarkup(href)}">`,
    ),
  ].join('\n    ');
  const dataBlock =
    Object.keys(page.data).length === 0
      ? ''
      : `<script type="application/json" id="${PRERENDERED_DATA_ID}">${serializePrerenderedData(page.data)}</script>\n  `;
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) {
    throw new Error('index.html has no empty <div id="root"></div> or no </head>');
  }
  // The page's markup goes in last, so nothing in it can be taken for the template's tags.
  return template
    .replace('</head>', head === '' ? '</head>' : `  ${head}\n  </head>`)
    .replace('</body>', () => `${dataBlock}</body>`)
    .replace(root, () => `<div id="root">${page.html}</div>`);
}

/** Where a page's file goes in the output: `/` → index.html, `/blog/a` → blog/a.html. */
export function pageFileName(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}.html`;
}
