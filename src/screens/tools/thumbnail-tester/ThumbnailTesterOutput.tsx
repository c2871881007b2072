import { useState } from 'react';
import { ThumbnailCompareGrid } from '@/components/tools/thumbnail-tester/ThumbnailCompareGrid';
import {
  placeEntry,
  randomPosition,
  shufflePosition,
  type Comparison,
  type PreviewTheme,
  type RandomSource,
  type ThumbnailEntry,
} from '@/domain/tools/thumbnail-tester/thumbnailTest';

export interface ThumbnailTesterOutputProps {
  /** One loaded comparison: its source, the channel's title in channel mode, and its videos. */
  comparison: Comparison;
  /** The visitor's video, placed among the real ones. */
  entry: ThumbnailEntry;
  /** YouTube's dark or light look, as chosen in the tester's form. */
  theme: PreviewTheme;
  /** Where the visitor's entry lands and moves to on Shuffle: Math.random, or fixed in a story. */
  random: RandomSource;
}

export const comparisonCaption = (comparison: Comparison) =>
  comparison.source === 'trending'
    ? 'Trending on YouTube'
    : `Latest videos from ${comparison.channelTitle ?? 'the channel'}`;

/**
 * The grid of one loaded comparison: the visitor's entry at a random place (drawn once per
 * comparison; render it with a `key` per comparison), moved elsewhere by Shuffle.
 */
export function ThumbnailTesterOutput({
  comparison,
  entry,
  theme,
  random,
}: ThumbnailTesterOutputProps) {
  const slots = comparison.videos.length + 1;
  const [position, setPosition] = useState(() => randomPosition(random, slots));
  return (
    <ThumbnailCompareGrid
      tiles={placeEntry(comparison.videos, entry, position)}
      theme={theme}
      caption={comparisonCaption(comparison)}
      onShuffle={() => setPosition((current) => shufflePosition(random, slots, current))}
    />
  );
}
