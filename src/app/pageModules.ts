import { readJsonBlock } from './jsonBlock.ts';

/**
 * The script chunks a prerendered page runs (the app and its screens), listed in the page as a
 * JSON block rather than as `<link rel="modulepreload">`: a link would fetch at once, in
 * competition with what paints; the list waits for the entry (boot.ts) to preload it.
 */
export const PAGE_MODULES_ID = 'page-modules';

/** The chunks a prerendered page lists (paths from the site root); none on other pages. */
export function readPageModules(doc: Document): string[] {
  const list = readJsonBlock(doc, PAGE_MODULES_ID);
  return Array.isArray(list) ? list.filter((href) => typeof href === 'string') : [];
}

/** Starts fetching each chunk, all at once, as `<link rel="modulepreload">` would. */
export function preloadModules(doc: Document, hrefs: readonly string[]): void {
  const links = hrefs.map((href) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    return link;
  });
  // One insertion for the lot: the head changes once, not once per chunk.
  doc.head.append(...links);
}
