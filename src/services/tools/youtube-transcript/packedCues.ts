/**
 * A captions file's cues as they cross from the captions-file worker to the page. Posted as
 * 55,000 small objects they were copied one by one on the page's thread (~45 ms, then their
 * garbage); packed, their times are two typed arrays handed over without a copy, and their texts
 * are slices of the transcript's text, which crosses anyway (`CaptionFile.text`).
 */
import type { TimedCue } from '@/domain/tools/youtube-transcript/transcript';

export interface PackedCues {
  /** Each cue's start and end in ms, in pairs: start₀, end₀, start₁, end₁… */
  times: Float64Array;
  /**
   * Where each cue's text ends in the transcript's text (`transcriptText`: the texts joined by
   * one space); the next one starts one character later.
   */
  textEnds: Uint32Array;
}

/** Packs `cues`, none of them with an empty text (as `readCaptionFile` gives them). */
export function packCues(cues: readonly TimedCue[]): PackedCues {
  const times = new Float64Array(cues.length * 2);
  const textEnds = new Uint32Array(cues.length);
  let end = -1;
  cues.forEach((cue, index) => {
    times[index * 2] = cue.startMs;
    times[index * 2 + 1] = cue.endMs;
    end += 1 + cue.text.length;
    textEnds[index] = end;
  });
  return { times, textEnds };
}

/** What `postMessage` hands over instead of copying. */
export const packedTransfer = (packed: PackedCues): ArrayBuffer[] => [
  packed.times.buffer as ArrayBuffer,
  packed.textEnds.buffer as ArrayBuffer,
];

/** The cues again, from the packed times and the transcript's text they were packed with. */
export function unpackCues(packed: PackedCues, text: string): TimedCue[] {
  const cues: TimedCue[] = new Array<TimedCue>(packed.textEnds.length);
  let start = 0;
  for (let index = 0; index < cues.length; index += 1) {
    const end = packed.textEnds[index] ?? start;
    cues[index] = {
      startMs: packed.times[index * 2] ?? 0,
      endMs: packed.times[index * 2 + 1] ?? 0,
      text: text.slice(start, end),
    };
    start = end + 1;
  }
  return cues;
}
