import type { MetricTile } from '@/components/shared/MetricTiles';

/** How every channel tool shows a subscriber count the channel hides: a word, never a 0. */
export const HIDDEN_COUNT = 'Hidden';

/** The subscribers tile of a channel that hides its count. */
export const hiddenSubscribersTile = (label: string): MetricTile => ({
  label,
  value: HIDDEN_COUNT,
  detail: 'The channel hides its count',
});
