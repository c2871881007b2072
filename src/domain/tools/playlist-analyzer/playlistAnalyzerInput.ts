/**
 * The playlist analyzer's input (docs/product.md, playlist-analyzer): a plain playlist id, a URL
 * with a `list` parameter, or one with a `v` parameter (a single video: the screen offers the video
 * analyzer). Anything else is 'Invalid playlist URL or ID'.
 *
 * The route carries the playlist id, or for a single-video link the watch link itself, so the
 * screen can say what it is.
 */
import { parsePlaylistInput, type PlaylistInput } from '@/domain/youtube/playlistId';
import { accept, reject, type InputResult } from '@/domain/tool-kit/inputResult';
import { PLAYLIST_ANALYZER_MESSAGES } from './playlistAnalysis';

/** The route parameter for an input. */
export function playlistRouteParam(input: PlaylistInput): string {
  return input.kind === 'playlist' ? input.id : `https://www.youtube.com/watch?v=${input.videoId}`;
}

/** The route parameter (or a typed text) → what to analyze, or the documented message. */
export function playlistToAnalyze(param: string | null | undefined): InputResult<PlaylistInput> {
  const parsed = parsePlaylistInput((param ?? '').trim());
  return parsed === null ? reject(PLAYLIST_ANALYZER_MESSAGES.invalid) : accept(parsed);
}

/** The search box: the text → the route parameter to navigate to, or the documented message. */
export function readPlaylistAnalyzerInput(text: string): InputResult<string> {
  const outcome = playlistToAnalyze(text);
  return outcome.ok ? accept(playlistRouteParam(outcome.value)) : outcome;
}
