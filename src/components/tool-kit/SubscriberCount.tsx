import { VisuallyHidden } from '@mantine/core';
import { formatCompactCount } from '@/domain/youtube/compactCount';
import { HIDDEN_COUNT, HIDDEN_COUNT_DETAIL } from './hiddenSubscribers';

export interface SubscriberCountProps {
  /** The channel's subscribers; null when the channel hides its count. */
  subscribers: number | null;
}

/**
 * A subscriber count inside a line or a table cell, where the hidden-count tile's second line
 * has no room: compact ('23.1M'), or 'Hidden' with why for screen readers, as the tile says it.
 */
export function SubscriberCount({ subscribers }: SubscriberCountProps) {
  if (subscribers !== null) return <span>{formatCompactCount(subscribers)}</span>;
  return (
    <span>
      {HIDDEN_COUNT}
      <VisuallyHidden> ({HIDDEN_COUNT_DETAIL.toLowerCase()})</VisuallyHidden>
    </span>
  );
}
