/**
 * Calendar days for the trendjack prompt: today (the visitor's own date, passed in so prompts,
 * tests and stories never depend on the clock) and the end of the event window.
 *
 * A day is an ISO date, 'YYYY-MM-DD'. Decision: adding months keeps the day of the month, or
 * the month's last day when it is shorter (December 31 + 2 months is February 28, or 29).
 */

export type CalendarDay = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: CalendarDay): [year: number, month: number, date: number] {
  const match = DAY.exec(day);
  const [year, month, date] = (match?.slice(1) ?? []).map(Number);
  if (
    year === undefined ||
    month === undefined ||
    date === undefined ||
    month < 1 ||
    month > 12 ||
    date < 1 ||
    date > daysIn(year, month)
  ) {
    throw new Error(`not a calendar day: ${day}`);
  }
  return [year, month, date];
}

/** Days in `month` (1–12) of `year`. */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function dayOf(year: number, month: number, date: number): CalendarDay {
  return `${pad(year, 4)}-${pad(month)}-${pad(date)}`;
}

/** The date `time` falls on in the visitor's own time zone. */
export function localDay(time: Date): CalendarDay {
  return dayOf(time.getFullYear(), time.getMonth() + 1, time.getDate());
}

/** `day` plus `months` calendar months, on the same day of the month or the month's last day. */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const [year, month, date] = parts(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return dayOf(targetYear, targetMonth, Math.min(date, daysIn(targetYear, targetMonth)));
}

/** 'Wednesday, November 25, 2026'. */
export function formatLongDay(day: CalendarDay): string {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
