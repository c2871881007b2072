import { PRERENDERED_DATA_ID } from '../../app/hydration.ts';
import { jsonForScriptBlock } from '../../app/jsonBlock.ts';
import type { PageAssets } from './pageAssets';
import { escapeMarkup } from './escapeMarkup.ts';
import { PAGE_MODULES_ID } from '../../app/pageModules.ts';

/**
 * The built index.html with a page filled in: its markup in #root, its metadata and its screens'
 * stylesheets in the head, and before </body> the script chunks it runs (which the entry loads
 * once the page has painted, src/app/pageModules.ts) and its machines' data (each block absent
 * when empty).
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
  ].join('\n    ');
  const blocks =
    jsonBlock(PAGE_MODULES_ID, page.assets.scripts, page.assets.scripts.length === 0) +
    jsonBlock(PRERENDERED_DATA_ID, page.data, Object.keys(page.data).length === 0);
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) {
    throw new Error('index.html has no empty <div id="root"></div> or no </head>');
  }
  // The page's markup goes in last, so nothing in it can be taken for the template's tags.
  return template
    .replace('</head>', head === '' ? '</head>' : `  ${head}\n  </head>`)
    .replace('</body>', () => `${blocks}</body>`)
    .replace(root, () => `<div id="root">${page.html}</div>`);
}

/** A JSON data block (never run, so the CSP needs no inline-script exception), or none. */
function jsonBlock(id: string, value: unknown, empty: boolean): string {
  if (empty) return '';
  return `<script type="application/json" id="${id}">${jsonForScriptBlock(value)}</script>\n  `;
}

/** Where a page's file goes in the output: `/` → index.html, `/blog/a` → blog/a.html. */
export function pageFileName(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}.html`;
}
