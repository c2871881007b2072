/**
 * docs/product.md, portfolio: the portfolio's latest-video lookup takes the channel's newest
 * uploads (10 results, newest first) and picks the first video of 60 seconds or longer, so Shorts
 * and live placeholders (`P0D`, zero seconds) are passed over. Reading the uploads is the
 * service's job (from the uploads playlist, 1 unit, not `search` at 100); this is the pick.
 */

/** How many of the newest uploads the lookup reads. */
export const LATEST_VIDEO_RESULTS = 10;

/** The shortest video the lookup accepts, in seconds. */
export const LATEST_VIDEO_MIN_SECONDS = 60;

export interface TimedVideo {
  id: string;
  /** Whole seconds, or null when the duration is unknown (e.g. it did not parse). */
  durationSeconds: number | null;
}

/**
 * The first video, in the order given (newest first), at least `minSeconds` long; null when
 * there is none. Videos of unknown duration are skipped.
 */
export function pickLatestLongVideo<T extends TimedVideo>(
  videos: readonly T[],
  minSeconds: number = LATEST_VIDEO_MIN_SECONDS,
): T | null {
  return (
    videos.find(
      (video) =>
        video.durationSeconds !== null &&
        Number.isFinite(video.durationSeconds) &&
        video.durationSeconds >= minSeconds,
    ) ?? null
  );
}
