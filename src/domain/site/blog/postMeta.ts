/**
 * How a post's reading time reads on the listing cards and the post page; its date is
 * formatLongDate's (src/domain/format/longDate.ts).
 */

/** '{read_time} min read'. */
export function formatReadTime(minutes: number): string {
  return `${String(minutes)} min read`;
}
