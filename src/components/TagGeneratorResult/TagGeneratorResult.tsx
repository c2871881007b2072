import { Button, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy, IconEraser } from '@tabler/icons-react';
import { useId } from 'react';
import { TAG_GENERATOR_MESSAGES } from '@/domain/tools/tagGenerator';
import { TagChips } from '../TagChips';
import classes from './TagGeneratorResult.module.css';
import { TagLimitMeter } from './TagLimitMeter';

/** What the last copy did: nothing yet (or long enough ago), copied, or refused. */
export type TagCopyState = 'idle' | 'copied' | 'failed';

export interface TagGeneratorResultProps {
  /** The tags still selected, best first. */
  tags: readonly string[];
  /** Whether the run found any tag at all (none: the 'no tags' message instead of chips). */
  found: boolean;
  copy: TagCopyState;
  onRemove: (tag: string) => void;
  onCopy: () => void;
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
  onCopy,
  onClear,
}: TagGeneratorResultProps) {
  const copied = copy === 'copied';
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
          <TagChips tags={tags} onRemove={onRemove} />
          <TagLimitMeter tags={tags} />
        </>
      ) : (
        <Text>{NO_TAGS_MESSAGE}</Text>
      )}
      <div className={classes.actions}>
        {found && (
          <Button
            leftSection={
              copied ? (
                <IconCheck size={18} aria-hidden="true" />
              ) : (
                <IconCopy size={18} aria-hidden="true" />
              )
            }
            disabled={tags.length === 0}
            onClick={onCopy}
          >
            {copied ? TAG_GENERATOR_MESSAGES.copied : 'Copy Tags'}
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconEraser size={18} aria-hidden="true" />}
          onClick={onClear}
        >
          Clear
        </Button>
        {/* Always in the page, so that assistive technology announces what appears in it. */}
        <span role="status" className={classes.copied}>
          {copied ? TAG_GENERATOR_MESSAGES.copied : ''}
        </span>
        {copy === 'failed' && (
          <Text role="alert" className={classes.failed}>
            <IconAlertCircle size={18} aria-hidden="true" />
            {TAG_GENERATOR_MESSAGES.copyFailed}
          </Text>
        )}
      </div>
    </section>
  );
}
