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

/**
 * Every duration the site shows (video lengths, playlist totals, transcript timestamps):
 * `M:SS` under an hour, `H:MM:SS` under a day, `D d HH:MM:SS` from a day up (383 hours is
 * `15 d 23:58:58`). Fractions are dropped; a negative, NaN or infinite value shows as `0:00`.
 */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const days = Math.floor(total / SECONDS_PER.day);
  const hours = Math.floor((total % SECONDS_PER.day) / SECONDS_PER.hour);
  const minutes = Math.floor((total % SECONDS_PER.hour) / SECONDS_PER.minute);
  const secs = pad(total % SECONDS_PER.minute);
  if (days > 0) return `${days} d ${pad(hours)}:${pad(minutes)}:${secs}`;
  return hours > 0 ? `${hours}:${pad(minutes)}:${secs}` : `${minutes}:${secs}`;
}
