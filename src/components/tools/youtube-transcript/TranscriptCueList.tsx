import '@mantine/core/styles/Mark.layer.css';
import { Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import type { TimedCue } from '@/domain/tools/youtube-transcript/transcript';
import { filterCues, normaliseQuery } from '@/domain/tools/youtube-transcript/transcriptCues';
import classes from './TranscriptCueList.module.css';
import { TranscriptCueRows } from './TranscriptCueRows';
import { formatCount } from '@/domain/format/count';

export interface TranscriptCueListProps {
  /** The transcript's lines in order, each with its start and end in ms from the video's start. */
  cues: readonly TimedCue[];
  /** What the search box holds first (stories). */
  initialQuery?: string;
  /** Plays the video from a cue's start; without it the timestamps are plain text. */
  onSeek?: (startMs: number) => void;
}

const countText = (shown: number, total: number, query: string) =>
  query === ''
    ? `${formatCount(total)} ${total === 1 ? 'line' : 'lines'}`
    : `${formatCount(shown)} of ${formatCount(total)} lines match`;

/**
 * The transcript line by line with timestamps: a search box keeps the lines holding its words
 * and marks them; each timestamp plays the video from there.
 */
export function TranscriptCueList({ cues, initialQuery = '', onSeek }: TranscriptCueListProps) {
  const [query, setQuery] = useState(initialQuery);
  const words = normaliseQuery(useDeferredValue(query));
  const shown = useMemo(() => filterCues(cues, words), [cues, words]);
  return (
    <section className={classes.list} aria-label="Transcript with timestamps">
      <TextInput
        label="Search transcript"
        placeholder="Find a word or phrase"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        type="search"
        autoComplete="off"
      />
      <Text className={classes.count} role="status">
        {countText(shown.length, cues.length, words)}
      </Text>
      {/* Remade for each search: a new list of lines starts at its top. */}
      <TranscriptCueRows key={words} cues={shown} words={words} onSeek={onSeek} />
    </section>
  );
}
