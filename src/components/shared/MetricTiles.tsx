import { Paper, SimpleGrid, Text, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './MetricTiles.module.css';

export interface MetricTile {
  label: string;
  value: ReactNode;
  /** A smaller line under the value: what it means or where it comes from. */
  detail?: ReactNode;
}

export interface MetricTilesProps {
  /** The numbers, one tile each, in reading order; each label appears once (it keys its tile). */
  tiles: readonly MetricTile[];
  /** Columns per breakpoint, e.g. `{ base: 1, xs: 2, md: 3 }`. */
  cols: SimpleGridProps['cols'];
}

/** A tool's headline numbers as a grid of tiles, read as a description list (label, value). */
export function MetricTiles({ tiles, cols }: MetricTilesProps) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="md" className={classes.tiles}>
      {tiles.map((tile) => (
        <Paper key={tile.label} className={classes.tile}>
          <Text component="dt" className={classes.label}>
            {tile.label}
          </Text>
          <Text component="dd" className={classes.value}>
            <span className={classes.number}>{tile.value}</span>
            {tile.detail && <span className={classes.detail}>{tile.detail}</span>}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
