import type { MetricTile } from '@/components/shared/MetricTiles';

/** How every channel tool shows a subscriber count the channel hides: a word, never a 0. */
export const HIDDEN_COUNT = 'Hidden';

/** Why a count reads 'Hidden'. */
export const HIDDEN_COUNT_DETAIL = 'The channel hides its count';

/** The subscribers tile of a channel that hides its count: the word, and why under it. */
export const hiddenSubscribersTile = (label: string): MetricTile => ({
  label,
  value: HIDDEN_COUNT,
  detail: HIDDEN_COUNT_DETAIL,
});
