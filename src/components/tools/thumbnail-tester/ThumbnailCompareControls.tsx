import { Button, SegmentedControl, TextInput } from '@mantine/core';
import type { SubmitEvent } from 'react';
import type { ComparisonSource } from '@/domain/tools/thumbnail-tester/thumbnailTest';
import classes from './ThumbnailCompareControls.module.css';
import { useFocusKeptWhileBusy } from '@/components/shared/useFocusKeptWhileBusy';

export interface ThumbnailCompareControlsProps {
  source: ComparisonSource;
  onSourceChange: (source: ComparisonSource) => void;
  channel: string;
  onChannelChange: (channel: string) => void;
  onLoadChannel: () => void;
  /** The message for bad channel input, under the field. */
  channelError: string | null;
  busy: boolean;
}

const SOURCES = [
  { value: 'trending', label: 'Trending' },
  { value: 'channel', label: 'Channel' },
];

/** The comparison's source: Trending, or a channel's uploads loaded by its URL. */
export function ThumbnailCompareControls(props: ThumbnailCompareControlsProps) {
  const { source, channel, channelError, busy } = props;
  const keepFocus = useFocusKeptWhileBusy(busy);
  const load = (event: SubmitEvent) => {
    event.preventDefault();
    props.onLoadChannel();
  };
  return (
    <div className={classes.controls}>
      <SegmentedControl
        aria-label="Compare with"
        data={SOURCES}
        value={source}
        onChange={(value) => props.onSourceChange(value === 'channel' ? 'channel' : 'trending')}
      />
      {source === 'channel' && (
        <form className={classes.channel} onSubmit={load} noValidate>
          <TextInput
            className={classes.input}
            label="Channel URL"
            placeholder="https://www.youtube.com/@yourchannel"
            value={channel}
            error={channelError}
            onChange={(event) => props.onChannelChange(event.currentTarget.value)}
          />
          <Button type="submit" loading={busy} className={classes.load} {...keepFocus}>
            Load Channel
          </Button>
        </form>
      )}
    </div>
  );
}
