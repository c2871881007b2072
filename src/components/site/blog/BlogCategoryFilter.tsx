import { Button } from '@mantine/core';
import { ALL_CATEGORIES, type BlogCategory } from '@/domain/site/blog/categories';
import classes from './BlogCategoryFilter.module.css';

export interface BlogCategoryFilterProps {
  /** The published posts' categories, one button each after 'All Posts', in this order. */
  categories: readonly BlogCategory[];
  /** The selected category's name, or 'All'. */
  selected: string;
  /** Called with a category's name, or 'All' for 'All Posts'. */
  onSelect: (category: string) => void;
}

/** 'All Posts' plus one toggle button per category; the selected one is pressed. */
export function BlogCategoryFilter({ categories, selected, onSelect }: BlogCategoryFilterProps) {
  const options = [
    { value: ALL_CATEGORIES, label: 'All Posts' },
    ...categories.map((category) => ({ value: category.name, label: category.name })),
  ];
  return (
    <div role="group" aria-label="Filter posts by category" className={classes.filter}>
      {options.map(({ value, label }) => {
        const pressed = value === selected;
        return (
          <Button
            key={value}
            radius="xl"
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            onClick={() => onSelect(value)}
          >
            {label}
          </Button>
        );
      })}
    </div>
  );
}
