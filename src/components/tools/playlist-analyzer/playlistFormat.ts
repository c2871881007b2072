/** How the playlist summary writes its numbers (en-US, like the other tools). */
import { formatCompactCount } from '@/domain/youtube/compactCount';
import { formatCount } from '@/domain/format/count';

export const exact = (value: number) => formatCount(Math.round(value));

/** '1.2M' with the exact count for the detail line when they differ. */
export function compactWithExact(value: number): { value: string; detail?: string } {
  const compact = formatCompactCount(Math.round(value));
  const full = exact(value);
  return compact === full ? { value: compact } : { value: compact, detail: full };
}

export const plural = (n: number, one: string, other: string) =>
  `${exact(n)} ${n === 1 ? one : other}`;

export const watchUrl = (videoId: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
