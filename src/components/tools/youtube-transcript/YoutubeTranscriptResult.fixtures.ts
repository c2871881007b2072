/** Transcript fixtures for stories: fixed ids, times and words. */
import {
  TRANSCRIPT_MESSAGES,
  transcriptText,
  type CaptionFile,
  type LoadedTranscript,
  type TimedCue,
  type TranscriptResult,
} from '@/domain/tools/youtube-transcript/transcript';
import { transcriptDownloads } from '@/domain/tools/youtube-transcript/transcriptCues';

export const transcriptVideoId = 'JVreel2025a';

export const transcriptCues: TimedCue[] = [
  { startMs: 400, endMs: 3_100, text: "Welcome back, today it's all about pacing." },
  { startMs: 3_300, endMs: 6_200, text: 'Pacing is the invisible part of editing.' },
  { startMs: 6_500, endMs: 9_800, text: 'Cut on the action, not after it.' },
  { startMs: 10_100, endMs: 13_400, text: 'Keep an eye on this.' },
  { startMs: 13_700, endMs: 17_900, text: 'A J-cut lets the sound lead the picture.' },
  { startMs: 18_200, endMs: 21_000, text: 'Grade for the story, not for the scopes.' },
  { startMs: 64_500, endMs: 68_000, text: 'And that is the trick: cut on the action.' },
  { startMs: 125_000, endMs: 128_000, text: 'Thanks for watching, see you next time.' },
];

export const loadedTranscript: LoadedTranscript = {
  kind: 'transcript',
  videoId: transcriptVideoId,
  text: transcriptText(transcriptCues),
  cues: transcriptCues,
  downloads: transcriptDownloads(transcriptCues),
};

export const noTranscriptFallback: TranscriptResult = {
  kind: 'captioned-player',
  videoId: transcriptVideoId,
  reason: TRANSCRIPT_MESSAGES.noTranscript,
};

export const fetchFailedFallback: TranscriptResult = {
  kind: 'captioned-player',
  videoId: transcriptVideoId,
  reason: TRANSCRIPT_MESSAGES.fetchFailed,
};

const uploadedCues: TimedCue[] = [
  { startMs: 1_000, endMs: 3_500, text: 'From the uploaded file: hello.' },
  { startMs: 62_250, endMs: 64_000, text: 'A second line, a minute in.' },
];

export const uploadedCaptions: CaptionFile = {
  name: 'demo-reel.en.srt',
  format: 'srt',
  cues: uploadedCues,
  text: transcriptText(uploadedCues),
  downloads: transcriptDownloads(uploadedCues),
};

/** The same two cues as a SubRip file, as YouTube Studio exports it. */
export const uploadedSrt = `1
00:00:01,000 --> 00:00:03,500
From the uploaded file: hello.

2
00:01:02,250 --> 00:01:04,000
A second line, a minute in.
`;

/** A stand-in player (no network in stories): a blank page that receives IFrame API commands. */
export const standInPlayer = () => 'about:blank';

/** A long stream's transcript: the fixture's lines over and over, 3 s apart, 10,000 cues. */
export const longTranscriptCues: TimedCue[] = Array.from({ length: 10_000 }, (_, index) => ({
  startMs: index * 3_000,
  endMs: index * 3_000 + 2_800,
  text: transcriptCues[index % transcriptCues.length]?.text ?? '',
}));
