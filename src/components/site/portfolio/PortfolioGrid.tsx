import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { PortfolioVideoCard, type PortfolioVideoCardProps } from './PortfolioVideoCard';
import classes from './PortfolioGrid.module.css';

export interface PortfolioGridItem extends Omit<PortfolioVideoCardProps, 'onOpen' | 'layout'> {
  /** The row's id: unique in the list, handed back by `onOpen`. */
  id: number;
}

export interface PortfolioGridProps {
  /** The element id (the filter's `aria-controls` points here). */
  id?: string;
  /** While the list loads, placeholder cards hold the grid's place. */
  loading?: boolean;
  /**
   * The videos to show, in order, already narrowed by the filter; none shows 'No videos to show
   * yet.'
   */
  videos: readonly PortfolioGridItem[];
  /**
   * Called with a video's id when the visitor presses its thumbnail: the screen opens the player.
   */
  onOpen: (id: number) => void;
}

const PLACEHOLDERS = [1, 2, 3, 4, 5, 6];

/** The portfolio's videos: 3 columns on wide screens, 2 on tablets, 1 on phones. */
export function PortfolioGrid({ id, loading = false, videos, onOpen }: PortfolioGridProps) {
  if (loading) {
    return (
      <div id={id} role="status" aria-label="Loading portfolio" aria-busy="true">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {PLACEHOLDERS.map((key) => (
            <div key={key} className={classes.placeholder}>
              <Skeleton className={classes.placeholderThumbnail} radius={0} />
              <Skeleton height={14} width="40%" mt="md" mx="md" />
              <Skeleton height={18} width="80%" mt="sm" mx="md" mb="md" />
            </div>
          ))}
        </SimpleGrid>
      </div>
    );
  }
  if (videos.length === 0) {
    return (
      <div id={id} className={classes.empty}>
        <Text>No videos to show yet.</Text>
      </div>
    );
  }
  return (
    <SimpleGrid
      id={id}
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      className={classes.grid}
      aria-label="Portfolio videos"
    >
      {videos.map(({ id: videoKey, ...video }) => (
        <li key={videoKey}>
          <PortfolioVideoCard {...video} onOpen={() => onOpen(videoKey)} />
        </li>
      ))}
    </SimpleGrid>
  );
}
