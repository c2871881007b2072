import type { Thumbnail, Thumbnails, ThumbnailSize } from './types';

/**
 * Small normalisers for the wire types: counts are uint64 strings, `caption` is "true"/"false",
 * durations are ISO-8601. Each returns undefined for a missing or unreadable value.
 */

/** "57638798" → 57638798; undefined, "" or junk → undefined. */
export function toCount(value?: string | number | null): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (!/^\d+$/.test(text)) return undefined;
  return Number(text);
}

/** "true" → true, "false" → false (contentDetails.caption), else undefined. */
export function toFlag(value?: string | boolean | null): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

const durationPattern =
  /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** ISO-8601 duration → seconds: "PT4M15S" → 255, "P1DT2H" → 93600, "P0D" → 0. */
export function toDurationSeconds(value?: string | null): number | undefined {
  if (!value) return undefined;
  const match = durationPattern.exec(value.trim());
  if (!match || value.trim() === 'P' || value.trim().endsWith('T')) return undefined;
  const [weeks, days, hours, minutes, seconds] = (match.slice(1) as (string | undefined)[]).map(
    (part) => Number(part ?? 0),
  );
  return (
    (weeks ?? 0) * 604800 +
    (days ?? 0) * 86400 +
    (hours ?? 0) * 3600 +
    (minutes ?? 0) * 60 +
    (seconds ?? 0)
  );
}

const largestFirst: readonly ThumbnailSize[] = ['maxres', 'standard', 'high', 'medium', 'default'];

/** The first thumbnail present in `preference` order (default: largest first). */
export function pickThumbnail(
  thumbnails: Thumbnails | undefined,
  preference: readonly ThumbnailSize[] = largestFirst,
): Thumbnail | undefined {
  if (!thumbnails) return undefined;
  for (const size of preference) {
    const thumbnail = thumbnails[size];
    if (thumbnail?.url) return thumbnail;
  }
  return undefined;
}
