import { useClipboard } from '@mantine/hooks';
import { useState } from 'react';
import type { CopyState } from '@/components/shared/CopyButton';
import { TagGeneratorResult } from '@/components/tools/tag-generator/TagGeneratorResult';
import { TAG_COPIED_MS, type TagGeneration } from '@/domain/tools/tag-generator/tagGenerator';

export interface TagGeneratorOutputProps {
  /** The run's result: the title searched for and its tags, best first (at most 30). */
  result: TagGeneration;
  /** 'Clear': the screen empties the box and returns to the bare route. */
  onClear: () => void;
  /** The last chip was removed: the screen moves focus to its title box. */
  onEmptied: () => void;
}

/** One run's tags: the chips the visitor keeps, and the clipboard ('Copied!' for 2 s). */
export function TagGeneratorOutput({ result, onClear, onEmptied }: TagGeneratorOutputProps) {
  const [tags, setTags] = useState(() => result.tags.map(({ tag }) => tag));
  const clipboard = useClipboard({ timeout: TAG_COPIED_MS });
  const copy: CopyState = clipboard.copied ? 'copied' : clipboard.error ? 'failed' : 'idle';

  return (
    <TagGeneratorResult
      tags={tags}
      found={result.tags.length > 0}
      copy={copy}
      onRemove={(tag) => {
        clipboard.reset();
        setTags((kept) => kept.filter((kept) => kept !== tag));
      }}
      onEmptied={onEmptied}
      onCopy={() => clipboard.copy(tags.join(', '))}
      onClear={onClear}
    />
  );
}
