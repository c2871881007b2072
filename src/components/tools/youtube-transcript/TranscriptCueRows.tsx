import { Highlight, UnstyledButton } from '@mantine/core';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { TimedCue } from '@/domain/tools/youtube-transcript/transcript';
import { formatCueTime, spokenCueTime } from '@/domain/tools/youtube-transcript/transcriptCues';
import classes from './TranscriptCueList.module.css';

export interface TranscriptCueRowsProps {
  /** The lines to show, in order. */
  cues: readonly TimedCue[];
  /** The search's words, marked in each line. */
  words: string;
  /** Plays the video from a cue's start; without it the timestamps are plain text. */
  onSeek?: (startMs: number) => void;
}

/**
 * A one-line cue's height as Chromium draws it (36.7 px: the padding, the timestamp's and the
 * text's shared baseline, the border); rows that wrap are measured as they are drawn.
 */
const ROW_ESTIMATE_PX = 37;
/** The box's height (the CSS max-height), so the first paint already has its rows. */
const BOX_HEIGHT_PX = 420;

/**
 * The transcript's lines in a scrolling box, as a virtual list: only the rows in view are drawn
 * (a long stream has tens of thousands), each telling screen readers its place in the list.
 */
export function TranscriptCueRows({ cues, words, onSeek }: TranscriptCueRowsProps) {
  const box = useRef<HTMLDivElement>(null);
  // No React Compiler runs on this code; the rows re-render whenever the virtualizer scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: cues.length,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    initialRect: { width: 0, height: BOX_HEIGHT_PX },
    overscan: 6,
    // While the list is hidden (display: none above it), the box and every row measure 0 px.
    // Taken as their sizes, the list would draw no row and stay 0 px tall once shown again, with
    // nothing left to observe growing; a 0 is read as "not laid out" instead.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { ...rect, height: BOX_HEIGHT_PX }),
      ),
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || ROW_ESTIMATE_PX,
  });
  // A row measured above the fold moves the scroll position by its change in size, so the rows
  // in view stay put; but writing the position while the visitor scrolls (the wheel, End, Home)
  // ends the browser's scroll there, a few lines short. Rows measured during a scroll are left as
  // they are: the scroll finishes where it was going.
  rows.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, virtualizer) =>
    !virtualizer.isScrolling && item.end <= (virtualizer.scrollOffset ?? 0);
  return (
    // Focusable so the keyboard can scroll it (arrows, Page Up/Down).
    <div ref={box} className={classes.box} tabIndex={0} role="region" aria-label="Transcript lines">
      <ol className={classes.cues} style={{ height: rows.getTotalSize() }}>
        {rows.getVirtualItems().map((row) => {
          const cue = cues[row.index];
          if (!cue) return null;
          return (
            <li
              key={row.key}
              ref={rows.measureElement}
              data-index={row.index}
              aria-posinset={row.index + 1}
              aria-setsize={cues.length}
              className={classes.cue}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {onSeek ? (
                <UnstyledButton
                  className={classes.time}
                  onClick={() => onSeek(cue.startMs)}
                  aria-label={`Play from ${spokenCueTime(cue.startMs)}`}
                >
                  {formatCueTime(cue.startMs)}
                </UnstyledButton>
              ) : (
                <span className={classes.time}>{formatCueTime(cue.startMs)}</span>
              )}
              <Highlight component="span" highlight={words} className={classes.text}>
                {cue.text}
              </Highlight>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
