/** A captioned video's English track, generated from the seed and the video id. */
import { createRandom, deriveSeed } from '../../shared/random.ts';
import { themes } from './themes.ts';
import type { ThemeName } from './themes.ts';
import type { CaptionCue, VideoRecord } from './types.ts';

const maxCues = 150;
const fillers = [
  'So here we go.',
  "Let's get into it.",
  'Okay, this part matters.',
  'Keep an eye on this.',
  'And that is the trick.',
];

export function generateCaptions(seed: number, video: VideoRecord, theme: ThemeName): CaptionCue[] {
  const random = createRandom(deriveSeed(seed, `captions:${video.id}`));
  const totalMs = video.durationSeconds * 1000;
  const cues: CaptionCue[] = [];
  let at = random.int(0, 800);
  const pool = [
    ...themes[theme].sentences,
    ...fillers,
    `Welcome back, today it's all about ${video.title}.`,
  ];
  while (at < totalMs - 1000 && cues.length < maxCues) {
    const durationMs = Math.min(random.int(1200, 4500), totalMs - at);
    cues.push({
      startMs: at,
      durationMs,
      text: cues.length === 0 ? (pool.at(-1) ?? '') : random.pick(pool),
    });
    at += durationMs + random.int(0, 400);
  }
  return cues;
}
