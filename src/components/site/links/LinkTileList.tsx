import { Children, type ReactNode } from 'react';
import classes from './LinkTileList.module.css';

export interface LinkTileListProps {
  /** Names the list for screen readers, e.g. 'Links'. */
  label: string;
  /** The tiles, in order; each becomes a list item. */
  children: ReactNode;
}

/** A single column of link tiles: the shape of a link-in-bio page at every width. */
export function LinkTileList({ label, children }: LinkTileListProps) {
  return (
    <ul className={classes.list} aria-label={label}>
      {Children.map(children, (tile) => (
        <li>{tile}</li>
      ))}
    </ul>
  );
}
