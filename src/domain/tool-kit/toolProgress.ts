/**
 * How far a long tool run has got (a playlist paged 50 at a time, up to 1,000 comments): what
 * the run reports after each page, and how the tool's panel says it.
 */
import { formatCount } from '@/domain/format/count';
export interface ToolProgress {
  /** Pages fetched so far. */
  pages: number;
  /** Items fetched so far (comments, videos...). */
  items: number;
  /** Items expected in all when the run knows (a playlist's item count, a cap), else null. */
  total: number | null;
}

/** What the items are called, e.g. `{ one: 'comment', other: 'comments' }`. */
export interface ItemNoun {
  one: string;
  other: string;
}

export const ITEMS: ItemNoun = { one: 'item', other: 'items' };

/** Share done, 0–100 (whole), or null when the total is unknown or zero. */
export function progressPercent({ items, total }: ToolProgress): number | null {
  if (total === null || total <= 0) return null;
  return Math.min(100, Math.max(0, Math.floor((items / total) * 100)));
}

/**
 * 'Fetched 300 comments (3 pages)', 'Fetched 1 comment (1 page)', or with a known total
 * 'Fetched 300 of 1,200 videos (6 pages)' (the noun agrees with the total then). Before the
 * first page there are no pages to name.
 */
export function describeProgress(progress: ToolProgress, noun: ItemNoun = ITEMS): string {
  const { items, total, pages } = progress;
  const fetched =
    total !== null && total > 0
      ? `Fetched ${formatCount(items)} of ${formatCount(total)} ${total === 1 ? noun.one : noun.other}`
      : `Fetched ${formatCount(items)} ${items === 1 ? noun.one : noun.other}`;
  return pages > 0
    ? `${fetched} (${formatCount(pages)} ${pages === 1 ? 'page' : 'pages'})`
    : fetched;
}
