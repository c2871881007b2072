import { Button, Text, Title } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useId } from 'react';
import { TAG_GENERATOR_MESSAGES } from '@/domain/tools/tag-generator/tagGenerator';
import { CopyButton, type CopyState } from '@/components/shared/CopyButton';
import { TagChips } from './TagChips';
import classes from './TagGeneratorResult.module.css';
import { TagLimitMeter } from './TagLimitMeter';

export interface TagGeneratorResultProps {
  /** The tags still selected, best first. */
  tags: readonly string[];
  /** Whether the run found any tag at all (none: the 'no tags' message instead of chips). */
  found: boolean;
  /**
   * What the last copy did, given by the screen, which owns the clipboard and the 2 s that
   * 'Copied!' lasts.
   */
  copy: CopyState;
  /** Called with the tag whose chip the visitor clicked; the screen drops it from `tags`. */
  onRemove: (tag: string) => void;
  /** The last chip was removed: the screen moves focus to its title box. */
  onEmptied?: () => void;
  /** 'Copy Tags': the screen copies the tags joined by commas. */
  onCopy: () => void;
  /** 'Clear': the screen empties the list and the box and returns to the bare route. */
  onClear: () => void;
}

export const NO_TAGS_MESSAGE =
  'No tags of two or more words were found for this title. Try a broader title.';

/**
 * The generator's result: the tags as removable chips, the characters they take against
 * YouTube's limit, 'Copy Tags' ('Copied!' for a moment, or why the copy failed) and 'Clear'.
 */
export function TagGeneratorResult({
  tags,
  found,
  copy,
  onRemove,
  onEmptied,
  onCopy,
  onClear,
}: TagGeneratorResultProps) {
  const headingId = useId();
  return (
    <section className={classes.result} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.heading}>
        {found ? `${tags.length} ${tags.length === 1 ? 'tag' : 'tags'}` : 'No tags found'}
      </Title>
      {found ? (
        <>
          <Text size="sm" c="dimmed">
            Click a tag to remove it.
          </Text>
          <TagChips tags={tags} onRemove={onRemove} onEmptied={onEmptied} />
          <TagLimitMeter tags={tags} />
        </>
      ) : (
        <Text>{NO_TAGS_MESSAGE}</Text>
      )}
      <div className={classes.actions}>
        {found && (
          <CopyButton
            label="Copy Tags"
            state={copy}
            copiedLabel={TAG_GENERATOR_MESSAGES.copied}
            failure={TAG_GENERATOR_MESSAGES.copyFailed}
            disabled={tags.length === 0}
            onCopy={onCopy}
          />
        )}
        <Button
          variant="default"
          leftSection={<IconEraser size={18} aria-hidden="true" />}
          onClick={onClear}
        >
          Clear
        </Button>
      </div>
    </section>
  );
}
