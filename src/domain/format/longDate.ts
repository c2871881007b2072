/**
 * A date as the site writes it: en-US long form ('January 5, 2025'), read in UTC. Posts, a
 * playlist's videos and a video's analysis all show their dates this way (docs/product.md).
 *
 * Written out rather than asked of `Intl.DateTimeFormat`: the site has one language and one
 * form, and building the formatter (the browser's first use of its date data) cost ~40 ms of
 * the main thread on every page that shows a date, ~150 ms on a phone.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * 'January 5, 2025'; the raw value when it is not a date (docs/product.md, formats). Publication
 * dates are stored in UTC; reading them in UTC keeps a post's date the same for every visitor (a
 * post published at 00:30 UTC is not "the day before" in New York).
 */
export function formatLongDate(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${String(date.getUTCDate())}, ${String(date.getUTCFullYear())}`;
}
