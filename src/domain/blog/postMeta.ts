/**
 * How a post's date and reading time read on the listing cards and the post page (spec §2:
 * "date in en-US long form (for example 'January 5, 2025') and '{read_time} min read'").
 */

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // Publication dates are stored in UTC; reading them in UTC keeps a post's date the same for
  // every visitor (a post published at 00:30 UTC is not "the day before" in New York).
  timeZone: 'UTC',
});

/** 'January 5, 2025'; the raw value when it is not a date (spec §8: the fallback). */
export function formatPostDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : longDate.format(time);
}

/** '{read_time} min read'. */
export function formatReadTime(minutes: number): string {
  return `${String(minutes)} min read`;
}
