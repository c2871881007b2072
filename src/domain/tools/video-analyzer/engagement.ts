/**
 * Engagement rate of a video (docs/product.md, video-analyzer): (likes + comments) / views, as a
 * fraction (0.05 is 5%).
 *
 * Decisions: a video with no views (or a count that is not a positive number) has a rate of 0,
 * not a division by zero; a missing like or comment count (hidden likes, disabled comments) is
 * passed in as 0 by the caller.
 */
export function engagementRate(likes: number, comments: number, views: number): number {
  if (!Number.isFinite(views) || views <= 0) return 0;
  const interactions = Math.max(0, likes) + Math.max(0, comments);
  return Number.isFinite(interactions) ? interactions / views : 0;
}

/** The rate as a percentage with two decimals (`0.0523` is `5.23%`); not fixed by the docs. */
export function formatEngagementRate(rate: number): string {
  return `${(Number.isFinite(rate) ? rate * 100 : 0).toFixed(2)}%`;
}
