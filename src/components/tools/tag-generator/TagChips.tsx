import { IconX } from '@tabler/icons-react';
import classes from './TagChips.module.css';

export interface TagChipsProps {
  /** The tags to show, one chip each, in order (best first). */
  tags: readonly string[];
  /** Called with the tag whose chip was clicked (or activated with Enter or Space). */
  onRemove: (tag: string) => void;
}

/** Tags as removable chips: each chip is a button named 'Remove tag {tag}'. */
export function TagChips({ tags, onRemove }: TagChipsProps) {
  return (
    <ul className={classes.chips} aria-label="Generated tags">
      {tags.map((tag) => (
        <li key={tag}>
          <button
            type="button"
            className={classes.chip}
            aria-label={`Remove tag ${tag}`}
            onClick={() => onRemove(tag)}
          >
            <span>{tag}</span>
            <IconX size={14} aria-hidden="true" className={classes.remove} />
          </button>
        </li>
      ))}
    </ul>
  );
}
