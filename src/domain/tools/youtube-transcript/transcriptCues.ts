/**
 * Transcript cues: timestamps, the `.txt` and `.srt` downloads, search, and the text of a
 * caption file's cue. Pure; the captions file itself is parsed by `media-captions` in the
 * service.
 */
import { formatDuration, spokenDuration } from '@/domain/youtube/duration';
import type { CaptionFormat, TimedCue, TranscriptDownloads } from './transcript';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function parts(ms: number) {
  const whole = Math.max(0, Math.floor(ms));
  return {
    hours: Math.floor(whole / 3_600_000),
    minutes: Math.floor(whole / 60_000) % 60,
    seconds: Math.floor(whole / 1000) % 60,
    millis: whole % 1000,
  };
}

/** A cue's start as the list shows it: '0:07', '12:05', '1:02:03' (the site's durations). */
export function formatCueTime(ms: number): string {
  return formatDuration(ms / 1000);
}

/**
 * The same, spoken, with the days the list shows: '1 minute 5 seconds', '1 day 1 hour' (the
 * timestamp button's name starts with it).
 */
export function spokenCueTime(ms: number): string {
  return spokenDuration(ms / 1000);
}

/** SubRip's timestamp: '00:01:02,250'. */
export function srtTime(ms: number): string {
  const { hours, minutes, seconds, millis } = parts(ms);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)},${pad(millis, 3)}`;
}

/** The `.srt` download: numbered blocks, `start --> end`, the text, a blank line between. */
export function cuesToSrt(cues: readonly TimedCue[]): string {
  return cues
    .map(
      (cue, index) =>
        `${index + 1}\n${srtTime(cue.startMs)} --> ${srtTime(Math.max(cue.endMs, cue.startMs))}\n${cue.text}\n`,
    )
    .join('\n');
}

/** The `.txt` download: one line per cue, its start in brackets: '[1:05] And then…'. */
export function cuesToText(cues: readonly TimedCue[]): string {
  return cues.map((cue) => `[${formatCueTime(cue.startMs)}] ${cue.text}\n`).join('');
}

/** The `.txt` and `.srt` downloads of `cues`, as files ready to name in a link. */
export function transcriptDownloads(cues: readonly TimedCue[]): TranscriptDownloads {
  return {
    txt: new Blob([cuesToText(cues)], { type: 'text/plain;charset=utf-8' }),
    srt: new Blob([cuesToSrt(cues)], { type: 'application/x-subrip;charset=utf-8' }),
  };
}

/** The search box's words: trimmed, inner spaces collapsed; '' finds every cue. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}

/** The cues whose text holds the query, ignoring case (all of them for a blank query). */
export function filterCues<T extends TimedCue>(cues: readonly T[], query: string): T[] {
  const needle = normaliseQuery(query).toLocaleLowerCase();
  if (needle === '') return [...cues];
  return cues.filter((cue) => cue.text.replace(/\s+/g, ' ').toLocaleLowerCase().includes(needle));
}

/** A caption file's cue text as plain words: tags (`<b>`, `<v Ann>`, `{\an8}`) dropped. */
export function plainCueText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The format of a captions file, by its name or else its first line. */
export function captionFormatOf(text: string, fileName = ''): CaptionFormat {
  const name = fileName.toLowerCase();
  if (name.endsWith('.vtt')) return 'vtt';
  if (name.endsWith('.srt')) return 'srt';
  return /^\uFEFF?WEBVTT/.test(text.trimStart()) ? 'vtt' : 'srt';
}

/** The download's base name: 'transcript-{videoId}' or the uploaded file's name without its extension. */
export function transcriptFileBase(source: { videoId: string; fileName?: string }): string {
  const fromFile = source.fileName?.replace(/\.[^.]*$/, '').trim();
  return fromFile ? fromFile : `transcript-${source.videoId}`;
}
