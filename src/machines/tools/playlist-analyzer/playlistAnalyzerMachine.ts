import {
  PLAYLIST_ANALYZER_MESSAGES,
  type PlaylistAnalysis,
} from '@/domain/tools/playlist-analyzer/playlistAnalysis';
import { playlistToAnalyze } from '@/domain/tools/playlist-analyzer/playlistAnalyzerInput';
import type { PlaylistInput } from '@/domain/youtube/playlistId';
import { createToolRunMachine } from '@/machines/tool-kit/toolRunMachine';

/**
 * The playlist analyzer (docs/product.md, playlist-analyzer):
 * `/tools/playlist-analyzer/{playlistId}` runs the summary of that playlist (or, for a single-video
 * link, says so); the app provides `run` (pages of items with their videos, then the channels),
 * which reports progress after each page.
 */
export const playlistAnalyzerMachine = createToolRunMachine<PlaylistInput, PlaylistAnalysis>(
  'playlistAnalyzer',
  { parse: playlistToAnalyze, failureMessage: PLAYLIST_ANALYZER_MESSAGES.failed },
);

export type PlaylistAnalyzerLogic = typeof playlistAnalyzerMachine;
