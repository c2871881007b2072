import { IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import classes from './TagChips.module.css';

export interface TagChipsProps {
  /** The tags to show, one chip each, in order (best first). */
  tags: readonly string[];
  /** Called with the tag whose chip was clicked (or activated with Enter or Space). */
  onRemove: (tag: string) => void;
  /** Called when the last chip left was removed: focus then goes where the screen says. */
  onEmptied?: () => void;
}

/**
 * Tags as removable chips: each chip is a button named 'Remove tag {tag}'. A removed chip hands
 * focus to the next chip (the previous one for the last), so the keyboard keeps its place.
 */
export function TagChips({ tags, onRemove, onEmptied }: TagChipsProps) {
  const chips = useRef(new Map<string, HTMLButtonElement>());

  const remove = (index: number) => {
    const tag = tags[index] as string;
    const neighbour = tags[index + 1] ?? tags[index - 1];
    // The neighbour stays on the page (chips are keyed by tag), so it can take focus now.
    if (neighbour === undefined) onEmptied?.();
    else chips.current.get(neighbour)?.focus();
    onRemove(tag);
  };

  return (
    <ul className={classes.chips} aria-label="Generated tags">
      {tags.map((tag, index) => (
        <li key={tag}>
          <button
            type="button"
            ref={(element) => {
              if (element) chips.current.set(tag, element);
              else chips.current.delete(tag);
            }}
            className={classes.chip}
            aria-label={`Remove tag ${tag}`}
            onClick={() => remove(index)}
          >
            <span>{tag}</span>
            <IconX size={14} aria-hidden="true" className={classes.remove} />
          </button>
        </li>
      ))}
    </ul>
  );
}
