import { Button, Paper, Textarea } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { memo } from 'react';
import type { TimedCue, TranscriptDownloads } from '@/domain/tools/youtube-transcript/transcript';
import { CopyButton } from '@/components/shared/CopyButton';
import output from '@/components/tool-kit/OutputPanel.module.css';
import { TranscriptCueList } from './TranscriptCueList';
import classes from './TranscriptPanel.module.css';
import { useDownloadHref } from './useDownloadHref';

/** How long 'Copied!' shows after a copy. */
export const TRANSCRIPT_COPIED_MS = 2_000;

export interface TranscriptPanelProps {
  /** The transcript's text: what the text box shows and 'Copy to Clipboard' copies. */
  text: string;
  /** The same transcript line by line, with start and end in ms: the searchable list. */
  cues: readonly TimedCue[];
  /** The `.txt` and `.srt` files of the same cues, made where the transcript was read. */
  downloads: TranscriptDownloads;
  /** The downloads' name without extension, e.g. 'transcript-dQw4w9WgXcQ'. */
  fileBase: string;
  /** Where the text came from, under the box's label. */
  source: string;
  /** Plays the video from a cue's start (the timestamps are buttons then). */
  onSeek?: (startMs: number) => void;
}

/**
 * The most the text box holds (about half an hour of speech): laying out megabytes of text in it
 * (a long stream's transcript) froze the page. 'Copy to Clipboard' and the downloads always have
 * the whole transcript.
 */
export const TEXT_BOX_MAX_CHARS = 20_000;

const boxText = (text: string) =>
  text.length > TEXT_BOX_MAX_CHARS ? `${text.slice(0, TEXT_BOX_MAX_CHARS)}…` : text;

const boxDescription = (text: string, source: string) =>
  text.length > TEXT_BOX_MAX_CHARS
    ? `${source}. The box shows the first ${TEXT_BOX_MAX_CHARS.toLocaleString('en-US')} characters; copy or download for all of it.`
    : source;

/**
 * A transcript (docs/product.md, youtube-transcript): the text box and 'Copy to Clipboard'
 * ('Copied!' for 2 s), the `.txt` and `.srt` downloads, and the lines with timestamps, searchable.
 * Memoised: a long transcript is not drawn again when only the file box beside it changes.
 */
export const TranscriptPanel = memo(function TranscriptPanel({
  text,
  cues,
  downloads,
  fileBase,
  source,
  onSeek,
}: TranscriptPanelProps) {
  const clipboard = useClipboard({ timeout: TRANSCRIPT_COPIED_MS });
  const txtLink = useDownloadHref(downloads.txt);
  const srtLink = useDownloadHref(downloads.srt);
  return (
    <Paper className={output.panel}>
      <Textarea
        label="Transcript"
        description={boxDescription(text, source)}
        value={boxText(text)}
        readOnly
        autosize
        minRows={6}
        maxRows={12}
        classNames={{ input: output.text }}
      />
      <div className={classes.actions}>
        <CopyButton
          label="Copy to Clipboard"
          state={clipboard.copied ? 'copied' : clipboard.error ? 'failed' : 'idle'}
          failure="Could not copy: select the text and copy it yourself."
          onCopy={() => clipboard.copy(text)}
        />
        <Button
          component="a"
          variant="default"
          ref={txtLink}
          download={`${fileBase}.txt`}
          leftSection={<IconDownload size={18} aria-hidden="true" />}
        >
          Download .txt
        </Button>
        <Button
          component="a"
          variant="default"
          ref={srtLink}
          download={`${fileBase}.srt`}
          leftSection={<IconDownload size={18} aria-hidden="true" />}
        >
          Download .srt
        </Button>
      </div>
      <TranscriptCueList cues={cues} onSeek={onSeek} />
    </Paper>
  );
});
