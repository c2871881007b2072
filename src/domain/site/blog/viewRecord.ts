/**
 * The posts this browser counted a view of today (docs/product.md, blog): one counted view per
 * visitor per post per day. Kept in local storage as `{ "<post id>": "<day>" }`; only today's
 * entries are kept, so the record never grows past the posts read in a day. The database also
 * caps views per address (supabase/migrations/20261129000200_post_views_per_address.sql).
 */

export const VIEW_RECORD_KEY = 'post-views:v1';

export type ViewRecord = Readonly<Record<string, string>>;

/** The visitor's calendar day, `YYYY-MM-DD` in their own time zone. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A stored record; an empty one when there is none or it does not read as one. */
export function parseViewRecord(text: string | null): ViewRecord {
  try {
    const raw: unknown = JSON.parse(text ?? '{}');
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
    return Object.fromEntries(
      Object.entries(raw).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function isCountedToday(record: ViewRecord, postId: number, today: string): boolean {
  return Object.hasOwn(record, String(postId)) && record[String(postId)] === today;
}

/** The record with `postId` counted today, other days' entries dropped. */
export function withViewCounted(record: ViewRecord, postId: number, today: string): ViewRecord {
  const kept = Object.entries(record).filter(([, day]) => day === today);
  return Object.fromEntries([...kept, [String(postId), today]]);
}
