/**
 * How long ago something happened, as YouTube writes it under a comment or a video: 'just now',
 * '1 minute ago', '3 days ago', '2 weeks ago', '5 months ago', '1 year ago'. The reference time
 * ("now") is always passed in, so a result never depends on the clock of the machine that runs it.
 *
 * Decisions:
 * - Each unit counts whole units elapsed (rounded down): 119 minutes is '1 hour ago'.
 * - Under a minute, and any time in the future (a clock slightly ahead), is 'just now'.
 * - Units: minutes under an hour, hours under a day, days under a week, weeks under 30 days,
 *   months (of 30 days, at most 11) under 365 days, then years (of 365 days). So 3 days is
 *   '3 days ago', 17½ days '2 weeks ago', 92 days '3 months ago', 730 days '2 years ago'.
 * - A value that is not a date gives back the raw text (as the blog's dates do, docs/product.md,
 *   formats), or '' for a number or Date that is not a time.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeValue = string | number | Date;

function toTime(value: TimeValue): number {
  if (value instanceof Date) return value.getTime();
  return typeof value === 'number' ? value : Date.parse(value);
}

function ago(count: number, unit: string): string {
  return `${String(count)} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** 'N units ago' for the time elapsed from `then` to `now` (see the decisions above). */
export function relativeTime(then: TimeValue, now: TimeValue): string {
  const start = toTime(then);
  const end = toTime(now);
  if (!Number.isFinite(start) || !Number.isFinite(end)) {
    return typeof then === 'string' ? then : '';
  }
  const elapsed = end - start;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return ago(days, 'day');
  if (days < 30) return ago(Math.floor(days / 7), 'week');
  if (days < 365) return ago(Math.min(11, Math.floor(days / 30)), 'month');
  return ago(Math.floor(days / 365), 'year');
}
