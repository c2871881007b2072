import { describe, expect, it } from 'vitest';
import type { TimedCue } from './transcript';
import {
  captionFormatOf,
  cuesToSrt,
  cuesToText,
  filterCues,
  formatCueTime,
  plainCueText,
  spokenCueTime,
  srtTime,
  transcriptFileBase,
} from './transcriptCues';

const cues: TimedCue[] = [
  { startMs: 1_000, endMs: 3_500, text: 'Hello world' },
  { startMs: 62_250, endMs: 64_000, text: 'Second cue' },
  { startMs: 3_723_004, endMs: 3_725_000, text: 'An hour in, HELLO again' },
];

describe('timestamps', () => {
  it.each([
    [0, '0:00'],
    [7_999, '0:07'],
    [65_000, '1:05'],
    [725_000, '12:05'],
    [3_723_004, '1:02:03'],
    [-5, '0:00'],
    [90_000_000, '1 d 01:00:00'],
  ])('shows %i ms as %s', (ms, text) => {
    expect(formatCueTime(ms)).toBe(text);
  });

  it.each([
    [0, '0 seconds'],
    [1_000, '1 second'],
    [65_000, '1 minute 5 seconds'],
    [120_000, '2 minutes'],
    [3_723_004, '1 hour 2 minutes 3 seconds'],
    [90_000_000, '1 day 1 hour'],
    [180_065_000, '2 days 2 hours 1 minute 5 seconds'],
  ])('says %i ms as %s', (ms, text) => {
    expect(spokenCueTime(ms)).toBe(text);
  });

  it("writes SubRip's hh:mm:ss,mmm", () => {
    expect(srtTime(62_250)).toBe('00:01:02,250');
    expect(srtTime(3_723_004)).toBe('01:02:03,004');
  });
});

describe('downloads', () => {
  it('.srt: numbered blocks separated by a blank line', () => {
    expect(cuesToSrt(cues.slice(0, 2))).toBe(
      '1\n00:00:01,000 --> 00:00:03,500\nHello world\n\n2\n00:01:02,250 --> 00:01:04,000\nSecond cue\n',
    );
  });

  it('.srt never ends a cue before it starts', () => {
    expect(cuesToSrt([{ startMs: 5_000, endMs: 0, text: 'x' }])).toContain(
      '00:00:05,000 --> 00:00:05,000',
    );
  });

  it('.txt: one line per cue with its start', () => {
    expect(cuesToText(cues)).toBe(
      '[0:01] Hello world\n[1:02] Second cue\n[1:02:03] An hour in, HELLO again\n',
    );
  });

  it('names the file after the video or the uploaded file', () => {
    expect(transcriptFileBase({ videoId: 'dQw4w9WgXcQ' })).toBe('transcript-dQw4w9WgXcQ');
    expect(transcriptFileBase({ videoId: 'x', fileName: 'My talk.en.srt' })).toBe('My talk.en');
  });
});

describe('search', () => {
  it('keeps the cues holding the words, ignoring case and extra spaces', () => {
    expect(filterCues(cues, '  hello ').map((c) => c.startMs)).toEqual([1_000, 3_723_004]);
    expect(filterCues(cues, 'hour   in').map((c) => c.startMs)).toEqual([3_723_004]);
  });

  it('keeps every cue for a blank query, none for words nowhere', () => {
    expect(filterCues(cues, ' ')).toHaveLength(3);
    expect(filterCues(cues, 'zebra')).toEqual([]);
  });
});

describe('caption files', () => {
  it('drops tags from a cue', () => {
    expect(plainCueText('<v Ann>Hi <b>there</b>\nfriend')).toBe('Hi there friend');
    expect(plainCueText('{\\an8}Top line')).toBe('Top line');
  });

  it('tells .vtt from .srt by name, else by the WEBVTT header', () => {
    expect(captionFormatOf('1\n00:00:01,000 --> 00:00:02,000\nx', 'a.VTT')).toBe('vtt');
    expect(captionFormatOf('WEBVTT\n\n', 'a.srt')).toBe('srt');
    expect(captionFormatOf('\uFEFFWEBVTT\n\n00:01.000 --> 00:02.000\nx')).toBe('vtt');
    expect(captionFormatOf('1\n00:00:01,000 --> 00:00:02,000\nx')).toBe('srt');
  });
});
