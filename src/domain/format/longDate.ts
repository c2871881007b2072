/**
 * A date as the site writes it: en-US long form ('January 5, 2025'), read in UTC. Posts, a
 * playlist's videos and a video's analysis all show their dates this way (docs/product.md).
 */

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // Publication dates are stored in UTC; reading them in UTC keeps a post's date the same for
  // every visitor (a post published at 00:30 UTC is not "the day before" in New York).
  timeZone: 'UTC',
});

/** 'January 5, 2025'; the raw value when it is not a date (docs/product.md, formats). */
export function formatLongDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : longDate.format(time);
}
