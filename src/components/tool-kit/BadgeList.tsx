import { Badge, Group, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './BadgeList.module.css';

export interface BadgeListProps {
  /** The words, each a badge as written (no capitals added). */
  items: readonly string[];
  /** The Mantine colour of every badge: gray for a video's tags, red for flagged words. */
  color: MantineColor;
  /** What shows in the list's place when it is empty. */
  empty: ReactNode;
}

/** A list of words as light badges (a video's tags, the flagged words found), or `empty`. */
export function BadgeList({ items, color, empty }: BadgeListProps) {
  if (items.length === 0) return <Text className={classes.empty}>{empty}</Text>;
  return (
    <Group gap="xs" component="ul" className={classes.list}>
      {items.map((item) => (
        <Badge key={item} component="li" variant="light" color={color} tt="none">
          {item}
        </Badge>
      ))}
    </Group>
  );
}
