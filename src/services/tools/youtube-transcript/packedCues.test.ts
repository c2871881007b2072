import { describe, expect, it } from 'vitest';
import { transcriptText, type TimedCue } from '@/domain/tools/youtube-transcript/transcript';
import { packCues, packedTransfer, unpackCues } from './packedCues';

const cues: TimedCue[] = [
  { startMs: 1_000, endMs: 3_500, text: 'Hello world' },
  { startMs: 62_250, endMs: 64_000, text: 'Fish & chips, café ☕' },
  { startMs: 3_723_004, endMs: 3_725_000, text: 'x' },
  { startMs: 172_800_000, endMs: 172_801_500, text: 'Two days in' },
];

describe('packed cues (what the captions-file worker posts)', () => {
  it('gives back the same cues from the typed arrays and the transcript text', () => {
    const text = transcriptText(cues);
    expect(unpackCues(packCues(cues), text)).toEqual(cues);
  });

  it('holds times and text ends in buffers that are handed over, not copied', () => {
    const packed = packCues(cues);
    expect(Array.from(packed.times)).toEqual([
      1_000, 3_500, 62_250, 64_000, 3_723_004, 3_725_000, 172_800_000, 172_801_500,
    ]);
    expect(Array.from(packed.textEnds)).toEqual([11, 32, 34, 46]);
    expect(packedTransfer(packed)).toEqual([packed.times.buffer, packed.textEnds.buffer]);
  });

  it('packs no cues as empty arrays', () => {
    expect(unpackCues(packCues([]), '')).toEqual([]);
  });
});
