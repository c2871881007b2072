import { Button, SegmentedControl, TextInput } from '@mantine/core';
import type { SubmitEvent } from 'react';
import type { ComparisonSource } from '@/domain/tools/thumbnail-tester/thumbnailTest';
import classes from './ThumbnailCompareControls.module.css';
import { useFocusKeptWhileBusy } from '@/components/shared/useFocusKeptWhileBusy';

export interface ThumbnailCompareControlsProps {
  /** The chosen source, Trending or Channel, owned by the screen. */
  source: ComparisonSource;
  /**
   * Called with the source the visitor picks; the screen fetches Trending again, or clears the
   * trending list for Channel.
   */
  onSourceChange: (source: ComparisonSource) => void;
  /** The channel URL box's text, owned by the screen (shown with the Channel source only). */
  channel: string;
  /** Called with the box's text on each keystroke; the screen also clears `channelError`. */
  onChannelChange: (channel: string) => void;
  /** 'Load Channel' (or Enter in the box): the screen loads the channel's uploads. */
  onLoadChannel: () => void;
  /** The message for bad channel input, under the field. */
  channelError: string | null;
  /** True while a channel's videos load: 'Load Channel' shows a spinner. */
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
