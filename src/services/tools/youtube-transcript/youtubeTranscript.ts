/**
 * The transcript viewer's run (docs/product.md, youtube-transcript): the video's English captions
 * from timedtext (srv3; no Data API quota). Any failure but an abort falls back to the embedded
 * player with English captions forced on: an empty answer (what the real endpoint often gives
 * today) as 'No transcript found', anything else (refused cross-origin, network, an unreadable
 * answer) as 'Failed to fetch captions'. Before it falls back, one `videos` call (part id, 1 unit)
 * tells an unknown or deleted video ('Video not found', nothing embedded) from one without
 * captions; a failure of that check still falls back (the player says what it knows).
 */
import {
  TRANSCRIPT_MESSAGES,
  transcriptText,
  type FallbackReason,
  type TimedCue,
  type TranscriptResult,
} from '@/domain/tools/youtube-transcript/transcript';
import { transcriptDownloads } from '@/domain/tools/youtube-transcript/transcriptCues';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import { NoTranscriptError, YouTubeError, type YouTubeClient } from '@/services/youtube';

function fallbackReason(error: unknown): FallbackReason {
  return error instanceof NoTranscriptError
    ? TRANSCRIPT_MESSAGES.noTranscript
    : TRANSCRIPT_MESSAGES.fetchFailed;
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof YouTubeError && error.kind === 'aborted');
}

/** False only when the platform answers that it has no such video. */
async function videoExists(yt: YouTubeClient, videoId: string, signal: AbortSignal) {
  try {
    return (await yt.videos({ ids: videoId }, ['id'], signal)).length > 0;
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    return true;
  }
}

export async function viewTranscript(
  yt: YouTubeClient,
  videoId: string,
  signal: AbortSignal,
): Promise<TranscriptResult> {
  try {
    const transcript = await yt.transcript(videoId, signal);
    const cues: TimedCue[] = transcript.cues.map((cue) => ({
      startMs: cue.startMs,
      endMs: cue.startMs + cue.durationMs,
      text: cue.text,
    }));
    return {
      kind: 'transcript',
      videoId,
      text: transcriptText(cues),
      cues,
      downloads: transcriptDownloads(cues),
    };
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    if (!(await videoExists(yt, videoId, signal)))
      throw new ToolFailure(TRANSCRIPT_MESSAGES.videoNotFound, false);
    return { kind: 'captioned-player', videoId, reason: fallbackReason(error) };
  }
}
