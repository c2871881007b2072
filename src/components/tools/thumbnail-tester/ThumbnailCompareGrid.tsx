import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowsShuffle } from '@tabler/icons-react';
import {
  HOME_LARGE,
  PREVIEW_DURATION,
  PREVIEW_META,
  type ComparisonTile,
  type PreviewTheme,
} from '@/domain/tools/thumbnail-tester/thumbnailTest';
import { ThumbnailPreviewCard } from './ThumbnailPreviewCard';
import { YouTubeSurface } from './YouTubeSurface';
import classes from './ThumbnailCompareGrid.module.css';

export interface ThumbnailCompareGridProps {
  /** The grid's cards in order: the real videos, and the visitor's entry at its place. */
  tiles: readonly ComparisonTile[];
  /** YouTube's dark or light look, as chosen in the tester's form. */
  theme: PreviewTheme;
  /** What the grid shows, e.g. 'Trending on YouTube'. */
  caption: string;
  /** Moves the visitor's entry to another place. */
  onShuffle: () => void;
}

/** YouTube's home grid: the real videos and the visitor's entry among them. */
export function ThumbnailCompareGrid({
  tiles,
  theme,
  caption,
  onShuffle,
}: ThumbnailCompareGridProps) {
  return (
    <YouTubeSurface theme={theme}>
      <Group justify="space-between" className={classes.bar}>
        <Text className={classes.caption}>{caption}</Text>
        <Button
          variant="default"
          leftSection={<IconArrowsShuffle size={18} aria-hidden="true" />}
          onClick={onShuffle}
        >
          Shuffle
        </Button>
      </Group>
      <ul className={classes.grid} aria-label={caption}>
        {tiles.map((tile) =>
          tile.isUser ? (
            <li key="your-video" className={classes.tile} data-user="true">
              <VisuallyHidden>Your video</VisuallyHidden>
              <ThumbnailPreviewCard
                layout={HOME_LARGE}
                title={tile.entry.title}
                thumbnailUrl={tile.entry.thumbnailUrl}
                channelTitle={tile.entry.channelTitle}
                avatarUrl={tile.entry.profilePictureUrl}
                duration={PREVIEW_DURATION}
                meta={PREVIEW_META}
              />
            </li>
          ) : (
            <li key={tile.video.id} className={classes.tile}>
              <ThumbnailPreviewCard
                layout={HOME_LARGE}
                title={tile.video.title}
                thumbnailUrl={tile.video.thumbnailUrl}
                channelTitle={tile.video.channelTitle}
                avatarUrl={tile.video.channelAvatarUrl}
                duration={tile.video.duration ?? undefined}
                meta={tile.video.meta ?? undefined}
              />
            </li>
          ),
        )}
      </ul>
    </YouTubeSurface>
  );
}
