import { Button } from '@mantine/core';
import classes from './CollectionFilter.module.css';

export interface CollectionFilterItem {
  slug: string;
  name: string;
}

export interface CollectionFilterProps {
  /** The shop's collections, one button each, in the store's order. */
  collections: readonly CollectionFilterItem[];
  /** The collection on screen; its button is pressed. */
  selectedSlug: string | null;
  /**
   * Called with a collection's slug when the visitor presses its button; the shop machine loads its
   * products.
   */
  onSelect: (slug: string) => void;
}

/** One toggle button per shop collection; the selected one is pressed. Wraps when narrow. */
export function CollectionFilter({ collections, selectedSlug, onSelect }: CollectionFilterProps) {
  return (
    <div role="group" aria-label="Collections" className={classes.filter}>
      {collections.map(({ slug, name }) => {
        const selected = slug === selectedSlug;
        return (
          <Button
            key={slug}
            variant={selected ? 'filled' : 'default'}
            radius="xl"
            aria-pressed={selected}
            onClick={() => onSelect(slug)}
          >
            {name}
          </Button>
        );
      })}
    </div>
  );
}
