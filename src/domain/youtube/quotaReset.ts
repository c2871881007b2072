/**
 * The YouTube Data API's daily quota resets at midnight Pacific Time (docs/sandbox.md, wire
 * formats), which is UTC−8 in winter and UTC−7 in summer: the reset follows America/Los_Angeles,
 * daylight saving time included.
 */

export const QUOTA_RESET_TIME_ZONE = 'America/Los_Angeles';

/**
 * Built on first use, not when the module loads: a formatter with a time zone loads that zone's
 * rules, a task of its own on a phone, and only a key whose quota ran out needs it.
 */
let wallClock: Intl.DateTimeFormat | undefined;
const pacificClock = () =>
  (wallClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: QUOTA_RESET_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }));

/** The Pacific wall-clock time of `instant`, read as if it were UTC (ms). */
function pacificWallClock(instant: number): number {
  const parts = Object.fromEntries(
    pacificClock()
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  );
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** How far Pacific time is ahead of UTC at `instant` (negative: −7 h or −8 h), in ms. */
function pacificOffset(instant: number): number {
  const wholeSeconds = Math.floor(instant / 1000) * 1000;
  return pacificWallClock(wholeSeconds) - wholeSeconds;
}

/**
 * The first midnight Pacific Time strictly after `now` (ms since the epoch): when a key whose
 * daily quota ran out may be tried again.
 */
export function nextQuotaReset(now: number): number {
  const today = new Date(pacificWallClock(now));
  const nextMidnightWall = Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate() + 1,
  );
  // Midnight never falls in a daylight-saving gap (the switch is at 2 a.m.): the offset just
  // before the wall-clock midnight is the offset at it, up to one correction.
  let instant = nextMidnightWall - pacificOffset(nextMidnightWall);
  instant = nextMidnightWall - pacificOffset(instant);
  return instant;
}
