/**
 * YouTube's `contentDetails.duration` (ISO 8601): `PT#M#S`, `PT#H#M#S`, `P#DT#H#M#S`, and `P0D`
 * for live streams. Weeks (`P1W`) are accepted as 7 days. Years and months (variable length),
 * fractions, signs, lower case and a bare `P`/`PT` are rejected. Each part is at most 10 digits,
 * and there is no nested repetition, so matching is linear.
 */
const ISO_DURATION =
  /^P(?:(\d{1,10})W)?(?:(\d{1,10})D)?(?:T(?:(\d{1,10})H)?(?:(\d{1,10})M)?(?:(\d{1,10})S)?)?$/;

const SECONDS_PER = { week: 604_800, day: 86_400, hour: 3_600, minute: 60 } as const;

/** Whole seconds of a YouTube ISO 8601 duration, or `null` if it is not one. */
export function parseIsoDuration(value: string): number | null {
  const text = value.trim();
  const match = ISO_DURATION.exec(text);
  if (match === null || text === 'P' || text.endsWith('T')) return null;
  const [, weeks, days, hours, minutes, seconds] = match;
  const count = (part: string | undefined): number => (part === undefined ? 0 : Number(part));
  const total =
    count(weeks) * SECONDS_PER.week +
    count(days) * SECONDS_PER.day +
    count(hours) * SECONDS_PER.hour +
    count(minutes) * SECONDS_PER.minute +
    count(seconds);
  return Number.isSafeInteger(total) ? total : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Whole days, hours, minutes and seconds of a duration; a negative or non-finite one is 0. */
function durationParts(seconds: number) {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return {
    days: Math.floor(total / SECONDS_PER.day),
    hours: Math.floor((total % SECONDS_PER.day) / SECONDS_PER.hour),
    minutes: Math.floor((total % SECONDS_PER.hour) / SECONDS_PER.minute),
    seconds: total % SECONDS_PER.minute,
  };
}

/**
 * Every duration the site shows (video lengths, playlist totals, transcript timestamps):
 * `M:SS` under an hour, `H:MM:SS` under a day, `D d HH:MM:SS` from a day up (383 hours is
 * `15 d 23:58:58`). Fractions are dropped; a negative, NaN or infinite value shows as `0:00`.
 */
export function formatDuration(seconds: number): string {
  const { days, hours, minutes, seconds: secs } = durationParts(seconds);
  if (days > 0) return `${days} d ${pad(hours)}:${pad(minutes)}:${pad(secs)}`;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${minutes}:${pad(secs)}`;
}

/**
 * The same duration in words, for screen readers, with the same days and hours as
 * `formatDuration` shows: '1 day 1 hour' for `1 d 01:00:00`, '1 minute 5 seconds' for `1:05`,
 * '0 seconds' for `0:00`. Parts that are 0 are not said.
 */
export function spokenDuration(seconds: number): string {
  const parts = durationParts(seconds);
  const said = (['days', 'hours', 'minutes', 'seconds'] as const)
    .filter((unit) => parts[unit] > 0)
    .map((unit) => `${parts[unit]} ${parts[unit] === 1 ? unit.slice(0, -1) : unit}`);
  return said.length > 0 ? said.join(' ') : '0 seconds';
}
