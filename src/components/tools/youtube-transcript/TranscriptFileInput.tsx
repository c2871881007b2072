import { Button, FileButton, Text, Textarea } from '@mantine/core';
import { IconClipboardText, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ErrorAlert } from '@/components/shared/ErrorAlert';
import { MAX_CAPTION_FILE_SIZE } from '@/domain/tools/youtube-transcript/transcript';
import classes from './TranscriptFileInput.module.css';

export interface CaptionText {
  /** The file as chosen, unread (pasted text as a Blob): the screen's reader reads it. */
  content: Blob;
  /** The file's name ('' for pasted text). */
  name: string;
}

export interface TranscriptFileInputProps {
  /** A file or pasted captions to read. */
  onRead: (captions: CaptionText) => void;
  /** True while a file is being read. */
  reading?: boolean;
  /** Why the last file gave no transcript. */
  error?: string | null;
  /** What the paste box holds first (stories). */
  initialText?: string;
}

const ACCEPT = '.srt,.vtt,text/vtt,application/x-subrip';

/**
 * A captions file the visitor has (YouTube Studio → Subtitles → ⋮ → Download exports `.srt` and
 * `.vtt`): uploaded, or pasted. Reading it gives a transcript with timestamps.
 */
export function TranscriptFileInput({
  onRead,
  reading = false,
  error,
  initialText = '',
}: TranscriptFileInputProps) {
  const [pasted, setPasted] = useState(initialText);
  const headingId = useId();
  const hintId = useId();
  const upload = (file: File | null) => {
    if (file) onRead({ content: file, name: file.name });
  };
  return (
    <section className={classes.box} aria-labelledby={headingId}>
      <Text component="h3" id={headingId} className={classes.heading}>
        Have the captions file?
      </Text>
      <Text id={hintId} className={classes.hint}>
        Upload or paste the video&apos;s .srt or .vtt captions (YouTube Studio → Subtitles →
        Download), up to {MAX_CAPTION_FILE_SIZE}, to get the transcript with timestamps.
      </Text>
      <div className={classes.actions}>
        <FileButton onChange={upload} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              aria-describedby={hintId}
              loading={reading}
              leftSection={<IconUpload size={18} aria-hidden="true" />}
            >
              Upload .srt or .vtt
            </Button>
          )}
        </FileButton>
      </div>
      <Textarea
        label="Or paste captions"
        placeholder={'1\n00:00:01,000 --> 00:00:03,500\nHello and welcome…'}
        value={pasted}
        onChange={(event) => setPasted(event.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={8}
        spellCheck={false}
        classNames={{ input: classes.paste }}
      />
      <div className={classes.actions}>
        <Button
          variant="default"
          disabled={pasted.trim() === '' || reading}
          leftSection={<IconClipboardText size={18} aria-hidden="true" />}
          onClick={() => onRead({ content: new Blob([pasted], { type: 'text/plain' }), name: '' })}
        >
          Use pasted captions
        </Button>
      </div>
      {error && <ErrorAlert>{error}</ErrorAlert>}
    </section>
  );
}
